// The near-black brand block that heads the left column: the site's title in serif and its
// description. On phones (and beside a full-width article, where there is no left column) it
// is the sticky top bar instead, with the menu button on the left and search on the right.
import { Search } from '@/components/icons'
import { cx } from '@/components/kit/class-names'
import { SiteLink } from '@/components/navigation/SiteLink'
import { useSite } from '@/components/site/SiteContext'
import { useT } from '@/lib/i18n/react'
import { MenuDrawer } from './MenuDrawer'

interface Props {
  /** Always the top bar (no left column on this page). */
  bar: boolean
}

const BAR_BUTTON = 'inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-sm text-white/85 hover:bg-white/10 hover:text-white'

export function BrandBlock({ bar }: Props) {
  const { t } = useT()
  const { info } = useSite()
  const onlyAsBar = bar ? '' : 'lg:hidden'
  return (
    <div
      data-next-brand=""
      className={cx(
        'sticky top-0 z-30 flex h-14 items-center gap-2 bg-[#222] px-2 text-white shadow-md dark:bg-black',
        !bar && 'lg:static lg:h-auto lg:flex-col lg:justify-center lg:rounded-t-md lg:px-4 lg:py-6 lg:shadow-none',
      )}
    >
      <MenuDrawer className={cx(BAR_BUTTON, onlyAsBar)} />
      <SiteLink href="/" className="flex min-w-0 flex-1 flex-col items-center text-center">
        <span className={cx('max-w-full truncate font-serif text-lg font-bold tracking-wide', !bar && 'lg:text-xl lg:whitespace-normal')}>{info.title}</span>
        {info.description && (
          <span className={cx('hidden max-w-full text-[13px] text-white/75', !bar && 'lg:mt-2 lg:block')}>{info.description}</span>
        )}
      </SiteLink>
      <SiteLink href="/search" aria-label={t.search.title} title={t.search.title} className={cx(BAR_BUTTON, onlyAsBar)}>
        <Search className="h-5 w-5" />
      </SiteLink>
    </div>
  )
}
