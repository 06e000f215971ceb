// A documentation tree: every post under its category. Exclusive collapse (opening a group
// closes the others; the current post's group starts open, else the newest post's), a badge on the
// newest post, the current page marked and scrolled into view inside the tree. Closed groups
// render their header and count only, so a 1,000-post site stays fast.
import { useEffect, useMemo, useRef, useState } from 'react'
import { part, type ClassNames } from '@/components/kit/class-names'
import { useT } from '@/lib/i18n/react'
import { NavTreeGroup, type NavTreeGroupPart } from './NavTreeGroup'
import { newestHref, treeGroups, type NavTreeItem } from './tree-order'

/** `root`: the scrolling container (give it a height to scroll inside). */
export type NavTreePart = 'root' | NavTreeGroupPart

interface Props {
  items: readonly NavTreeItem[]
  /** The site's category order (names); groups follow it. */
  categoryOrder?: readonly string[]
  /** The page on screen; its item is marked aria-current. */
  currentHref: string | null
  classNames?: ClassNames<NavTreePart>
  /** Called after a post's link is followed (e.g. to close a drawer). */
  onNavigate?: () => void
}

const keyOf = (category: string | null) => category ?? ''

export function NavTree({
  items,
  categoryOrder,
  currentHref,
  classNames: c = {},
  onNavigate,
}: Props) {
  const { t } = useT()
  const groups = useMemo(() => treeGroups(items, categoryOrder), [items, categoryOrder])
  const newest = useMemo(() => newestHref(items), [items])
  const currentGroup = groups.find((group) => group.posts.some((post) => post.href === currentHref))
  // No post on screen (the home page): open where the news is, the newest post's group.
  const initial =
    currentGroup ??
    groups.find((group) => group.posts.some((post) => post.href === newest)) ??
    groups[0]
  const [open, setOpen] = useState<string | null>(initial ? keyOf(initial.category) : null)
  const [shownHref, setShownHref] = useState(currentHref)
  if (shownHref !== currentHref) {
    // Another page: open its group (the reader chose it, elsewhere, in a link).
    setShownHref(currentHref)
    if (currentGroup) setOpen(keyOf(currentGroup.category))
  }
  const root = useRef<HTMLElement>(null)
  useEffect(() => {
    const box = root.current
    const current = box?.querySelector<HTMLElement>('[aria-current="page"]')
    if (!box || !current) return
    // Scroll the tree only (not the page), the current item near the middle.
    const offset =
      current.getBoundingClientRect().top - box.getBoundingClientRect().top + box.scrollTop
    box.scrollTop = Math.max(0, offset - box.clientHeight / 2)
  }, [currentHref])

  return (
    <nav
      ref={root}
      aria-label={t.docs.navigation}
      data-section="nav-tree"
      className={part('relative overflow-y-auto', 'text-sm', c.root)}
    >
      {groups.map((group) => {
        const key = keyOf(group.category)
        return (
          <NavTreeGroup
            key={key}
            name={group.category ?? t.category.uncategorized}
            posts={group.posts}
            open={open === key}
            onToggle={() => setOpen(open === key ? null : key)}
            currentHref={currentHref}
            newestHref={newest}
            classNames={c}
            onNavigate={onNavigate}
          />
        )
      })}
    </nav>
  )
}
