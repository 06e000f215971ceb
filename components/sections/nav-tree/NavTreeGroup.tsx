// One category of the tree: a button (aria-expanded) with the name, the count, and a dot when
// the newest post is inside while closed; its posts only while open.
import { useId } from 'react'
import { ChevronDown } from '@/components/icons'
import { cx, part, type ClassNames } from '@/components/kit/class-names'
import { SiteLink } from '@/components/navigation/SiteLink'
import { PostTitle } from '@/components/post/PostTitle'
import { useT } from '@/lib/i18n/react'
import type { NavTreeItem } from './tree-order'

export type NavTreeGroupPart =
  'group' | 'toggle' | 'count' | 'list' | 'item' | 'link' | 'current' | 'badge'

interface Props {
  name: string
  posts: readonly NavTreeItem[]
  open: boolean
  onToggle: () => void
  currentHref: string | null
  newestHref: string | null
  classNames: ClassNames<NavTreeGroupPart>
  onNavigate?: () => void
}

const LINK_LOOK = 'rounded px-2 py-1.5 hover:bg-neutral-100 dark:hover:bg-neutral-800'

export function NavTreeGroup({
  name,
  posts,
  open,
  onToggle,
  currentHref,
  newestHref,
  classNames: c,
  onNavigate,
}: Props) {
  const { t } = useT()
  const listId = useId()
  const holdsNewest = newestHref !== null && posts.some((post) => post.href === newestHref)
  const badge = (
    <span
      title={t.docs.newPost}
      data-new-badge=""
      className={part('inline-block shrink-0', 'h-2 w-2 rounded-full bg-red-500', c.badge)}
    >
      <span className="sr-only">{t.docs.newPost}</span>
    </span>
  )
  return (
    <div data-category={name} className={c.group}>
      <button
        type="button"
        aria-expanded={open}
        aria-controls={open ? listId : undefined}
        onClick={onToggle}
        className={part(
          'flex w-full items-center gap-2 text-left',
          'px-2 py-2 font-medium',
          c.toggle,
        )}
      >
        <span className="min-w-0 flex-1 break-words">{name}</span>
        {!open && holdsNewest && badge}
        <span className={part('shrink-0', 'text-xs opacity-60', c.count)}>{posts.length}</span>
        <ChevronDown
          aria-hidden="true"
          className={cx('h-4 w-4 shrink-0 transition-transform', open ? '' : '-rotate-90')}
        />
      </button>
      {open && (
        <ul
          id={listId}
          className={part(
            '',
            'ml-3 border-l border-neutral-200 pl-2 dark:border-neutral-700',
            c.list,
          )}
        >
          {posts.map((post) => {
            const current = post.href === currentHref
            return (
              <li key={post.href} className={part('', '', c.item)}>
                <SiteLink
                  href={post.href}
                  aria-current={current ? 'page' : undefined}
                  onClick={onNavigate}
                  className={cx(
                    part('flex items-center gap-2', LINK_LOOK, c.link),
                    current && (c.current ?? 'font-semibold text-[var(--folio-accent)]'),
                  )}
                >
                  <PostTitle post={post} classNames={{ root: 'min-w-0 flex-1 break-words' }} />
                  {post.href === newestHref && badge}
                </SiteLink>
              </li>
            )
          })}
        </ul>
      )}
    </div>
  )
}
