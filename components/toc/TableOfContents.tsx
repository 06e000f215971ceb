// The article's table of contents: entries indented by level, the heading being read
// highlighted, clicks (and a #hash in the address on arrival) jump below the site header.
import { useEffect, type MouseEvent } from 'react'
import { useT } from '@/lib/i18n/react'
import type { TocEntry } from '@/lib/site/types'
import { headingIdFromHash } from './hash-id'
import { scheduleHeadingJump } from './hash-jump'
import { useActiveHeading } from './useActiveHeading'

const INDENT_CLASSES = ['pl-0', 'pl-4', 'pl-8'] as const

interface Props {
  toc: TocEntry[]
  className?: string
  /** Classes of an entry; the entry being read gets activeClassName instead. */
  itemClassName?: string
  activeClassName?: string
  showTitle?: boolean
  titleClassName?: string
  /** Height of the theme's sticky header, px: jumps land below it. */
  headerOffset?: number
  /** Called after a click, e.g. to close a mobile TOC panel. */
  onNavigate?: (id: string) => void
}

export const indentClass = (level: number) =>
  INDENT_CLASSES[Math.min(Math.max(level, 0), INDENT_CLASSES.length - 1)] ?? 'pl-0'

export function TableOfContents({ toc, headerOffset = 80, onNavigate, ...c }: Props) {
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
    <nav aria-label={t.toc.title} className={c.className ?? 'text-sm'}>
      {c.showTitle !== false && <p className={c.titleClassName ?? 'mb-2 font-semibold'}>{t.toc.title}</p>}
      <ul className="space-y-1">
        {toc.map((entry) => {
          const isActive = entry.id === active
          const classes = [
            'block truncate py-0.5 transition-colors',
            indentClass(entry.indentLevel),
            isActive
              ? (c.activeClassName ?? 'font-semibold text-blue-600 dark:text-blue-400')
              : (c.itemClassName ?? 'text-gray-600 hover:text-gray-900 dark:text-neutral-400 dark:hover:text-neutral-100'),
          ]
          return (
            <li key={entry.id} data-level={entry.indentLevel}>
              <a
                href={`#${entry.id}`}
                title={entry.text}
                aria-current={isActive ? 'location' : undefined}
                onClick={(event) => onClick(event, entry.id)}
                className={classes.filter(Boolean).join(' ')}
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
