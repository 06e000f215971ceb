// The notice bar's links, one at a time, sliding upwards every NOTICE_SWIPE_MS (CSS transitions,
// no library). The first link is in the server HTML; the others wait below it, hidden from
// assistive technology and the keyboard until their turn.
import type { CSSProperties } from 'react'
import { part } from '@/components/kit/class-names'
import { SiteLink } from '@/components/navigation/SiteLink'
import { linkTitle } from '@/lib/home/link-titles'
import type { NoticeLink } from '@/lib/home/types'
import { useT } from '@/lib/i18n/react'
import styles from './NoticeTicker.module.css'
import { NOTICE_SLIDE_MS, useNoticeRotation } from './useNoticeRotation'

/** Spec §9: notice swipe 3 s. */
export const NOTICE_SWIPE_MS = 3000

interface Props {
  links: NoticeLink[]
  linkClassName?: string
}

function NoticeAnchor({ link, className }: { link: NoticeLink; className?: string }) {
  const { t } = useT()
  // Each link opens in a new window (spec); SiteLink keeps the visitor's switches and SUB_PATH.
  return (
    <SiteLink href={link.url} target="_blank" rel="noopener noreferrer" className={part('truncate', 'hover:underline', className)}>
      {linkTitle(link, 'notice', t)}
    </SiteLink>
  )
}

export function NoticeTicker({ links, linkClassName }: Props) {
  const { viewportRef, stateOf, holdHandlers } = useNoticeRotation(links.length, NOTICE_SWIPE_MS)
  const slide = { '--folio-notice-slide': `${NOTICE_SLIDE_MS}ms` } as CSSProperties
  return (
    <div ref={viewportRef} data-notice-ticker="" className={`${styles.viewport} h-6 min-w-0 flex-1`} style={slide} {...holdHandlers}>
      {links.map((link, i) => {
        const state = stateOf(i)
        const away = state !== 'shown'
        return (
          <div key={`${link.url}-${i}`} data-notice-item={state} className={styles.slide} aria-hidden={away || undefined} inert={away}>
            <NoticeAnchor link={link} className={linkClassName} />
          </div>
        )
      })}
    </div>
  )
}
