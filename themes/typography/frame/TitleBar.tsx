// The site's name, large, in the serif. On wide screens it stands vertically at the top of the
// right-hand column beside a thin rule (the optional subtitle to its right, as the first line
// of vertical text); on phones it heads the page, centred, under the subtitle.
import { SiteLink } from '@/components/navigation/SiteLink'
import { useSite } from '@/components/site/SiteContext'
import { cx } from '@/components/kit/class-names'
import { INK, RULE, SERIF } from './look'
import { useTypographyConfig } from '../useTypographyConfig'

interface Props {
  /** Vertical in the side column (wide screens beside a normal page). */
  vertical: boolean
  /** The site's name is the page's heading (the home page). */
  heading: boolean
  className?: string
}

export function TitleBar({ vertical, heading, className }: Props) {
  const { info } = useSite()
  const { TYPOGRAPHY_SUBTITLE: subtitle } = useTypographyConfig()
  const Name = heading ? 'h1' : 'p'
  return (
    <header data-typography="title-bar" data-page-header="" className={cx('flex justify-center pt-10 pb-4', vertical && 'lg:justify-start lg:pt-0 lg:pb-0', className)}>
      <SiteLink
        href="/"
        className={cx(
          'flex flex-col items-center gap-1 text-center',
          vertical && 'lg:max-h-[36vh] lg:border-l-2 lg:items-start lg:pl-4 lg:text-start lg:[writing-mode:vertical-rl]',
          SERIF,
          INK,
          RULE,
        )}
      >
        {subtitle && <span className="text-lg tracking-wide lg:text-2xl lg:leading-none">{subtitle}</span>}
        <Name className={cx('text-4xl leading-tight font-bold tracking-[0.08em] break-words', vertical && 'lg:text-[2.75rem] lg:leading-[1.1]')}>{info.title}</Name>
      </SiteLink>
    </header>
  )
}
