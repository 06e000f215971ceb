// The article's table of contents: entries indented by level, the heading being read
// highlighted, clicks (and a #hash in the address on arrival) jump below the site header.
import { useEffect, type MouseEvent } from 'react'
import { cx, part, type ClassNames } from '@/components/kit/class-names'
import { useT } from '@/lib/i18n/react'
import type { TocEntry } from '@/lib/site/types'
import { headingIdFromHash } from './hash-id'
import { scheduleHeadingJump } from './hash-jump'
import { useActiveHeading } from './useActiveHeading'

const INDENT_CLASSES = ['pl-0', 'pl-4', 'pl-8'] as const

/** `item`: an entry's look; the entry being read gets `active` instead. */
export type TableOfContentsPart = 'root' | 'title' | 'item' | 'active'

/** Every entry, whatever the theme gives: a one-line link, indented by level. */
const ENTRY = 'block truncate py-0.5 transition-colors focus-visible:outline-(--folio-accent)'
const ITEM_LOOK = 'text-gray-600 hover:text-gray-900 dark:text-neutral-400 dark:hover:text-neutral-100'
const ACTIVE_LOOK = 'font-semibold text-(--folio-accent)'

interface Props {
  toc: TocEntry[]
  classNames?: ClassNames<TableOfContentsPart>
  showTitle?: boolean
  /** Height of the theme's sticky header, px: jumps land below it. */
  headerOffset?: number
  /** Called after a click, e.g. to close a mobile TOC panel. */
  onNavigate?: (id: string) => void
}

export const indentClass = (level: number) =>
  INDENT_CLASSES[Math.min(Math.max(level, 0), INDENT_CLASSES.length - 1)] ?? 'pl-0'

export function TableOfContents({ toc, headerOffset = 80, onNavigate, showTitle = true, classNames: c = {} }: Props) {
  const { t } = useT()
  const active = useActiveHeading(
    toc.map((entry) => entry.id),
    headerOffset + 20,
  )
  useEffect(() => {
    const id = headingIdFromHash(window.location.hash)
    if (id && toc.some((entry) => entry.id === id)) return scheduleHeadingJump(id, headerOffset)
  }, [toc, headerOffset])
  if (toc.length === 0) return null
  const onClick = (event: MouseEvent<HTMLAnchorElement>, id: string) => {
    event.preventDefault()
    window.history.replaceState(window.history.state, '', `#${id}`)
    scheduleHeadingJump(id, headerOffset)
    onNavigate?.(id)
  }
  return (
    <nav aria-label={t.toc.title} className={part('', 'text-sm', c.root)}>
      {showTitle && <p className={part('', 'mb-2 font-semibold', c.title)}>{t.toc.title}</p>}
      <ul className="space-y-1">
        {toc.map((entry) => {
          const isActive = entry.id === active
          const structure = cx(ENTRY, indentClass(entry.indentLevel))
          const classes = isActive ? part(structure, ACTIVE_LOOK, c.active) : part(structure, ITEM_LOOK, c.item)
          return (
            <li key={entry.id} data-level={entry.indentLevel}>
              <a
                href={`#${entry.id}`}
                title={entry.text}
                aria-current={isActive ? 'location' : undefined}
                onClick={(event) => onClick(event, entry.id)}
                className={classes}
              >
                {entry.text}
              </a>
            </li>
          )
        })}
      </ul>
    </nav>
  )
}
