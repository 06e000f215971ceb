// The home notice bar: the owner's titled links rotating upwards every 3 s (each opens in a new
// window), and a random one-line quote beside them.
import { Autoplay } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import { Bullhorn } from '@/components/icons'
import { part, type ClassNames } from '@/components/kit/class-names'
import { SiteLink } from '@/components/navigation/SiteLink'
import { linkTitle } from '@/lib/home/link-titles'
import type { NoticeLink, QuoteSource } from '@/lib/home/types'
import { useT } from '@/lib/i18n/react'
import styles from './NoticeBar.module.css'
import { QuoteLine } from './QuoteLine'

/** Spec §9: notice swipe 3 s. */
export const NOTICE_SWIPE_MS = 3000

interface Props {
  links: NoticeLink[]
  quote: QuoteSource | null
  classNames?: ClassNames<NoticeBarPart>
}

/** `link`: each rotating notice link. */
export type NoticeBarPart = 'root' | 'link'

function NoticeAnchor({ link, className }: { link: NoticeLink; className?: string }) {
  const { t } = useT()
  // Each link opens in a new window (spec); SiteLink keeps the visitor's switches and SUB_PATH.
  return (
    <SiteLink href={link.url} target="_blank" rel="noopener noreferrer" className={part('truncate', 'hover:underline', className)}>
      {linkTitle(link, 'notice', t)}
    </SiteLink>
  )
}

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
      {links.length > 0 ? (
        <Swiper
          modules={[Autoplay]}
          direction="vertical"
          loop={links.length > 2}
          rewind={links.length === 2}
          allowTouchMove={false}
          autoplay={{ delay: NOTICE_SWIPE_MS, disableOnInteraction: false }}
          className={`${styles.swiper} h-6 min-w-0 flex-1`}
        >
          {links.map((link, i) => (
            <SwiperSlide key={`${link.url}-${i}`}>
              <NoticeAnchor link={link} className={c.link} />
            </SwiperSlide>
          ))}
        </Swiper>
      ) : null}
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
