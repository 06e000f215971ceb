// The home notice bar: the owner's titled links rotating upwards every 3 s (each opens in a new
// window; NoticeTicker), and a random one-line quote beside them.
import { Bullhorn } from '@/components/icons'
import { part, type ClassNames } from '@/components/kit/class-names'
import type { NoticeLink, QuoteSource } from '@/lib/home/types'
import { useT } from '@/lib/i18n/react'
import { NoticeTicker } from './NoticeTicker'
import { QuoteLine } from './QuoteLine'

export { NOTICE_SWIPE_MS } from './NoticeTicker'

interface Props {
  links: NoticeLink[]
  quote: QuoteSource | null
  classNames?: ClassNames<NoticeBarPart>
}

/** `link`: each rotating notice link. */
export type NoticeBarPart = 'root' | 'link'

export function NoticeBar({ links, quote, classNames: c = {} }: Props) {
  const { t } = useT()
  if (links.length === 0 && !quote) return null
  return (
    <section
      aria-label={t.home.notice.title}
      data-home-notice=""
      className={part(
        'flex flex-wrap items-center',
        'gap-x-3 gap-y-1 rounded-xl border border-gray-200 bg-white px-4 py-2 text-sm text-gray-700 dark:border-neutral-700 dark:bg-neutral-900 dark:text-neutral-200',
        c.root,
      )}
    >
      <Bullhorn className="h-4 w-4 shrink-0" />
      {links.length > 0 && <NoticeTicker links={links} linkClassName={c.link} />}
      {quote ? (
        // Beside the links on wide screens, on its own line below them on small ones.
        <QuoteLine
          source={quote}
          className="w-full truncate pl-7 text-xs text-gray-500 md:w-auto md:max-w-[45%] md:pl-0 dark:text-neutral-400"
        />
      ) : null}
    </section>
  )
}
