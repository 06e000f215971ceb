// One small box of the right column: a grey heading, an optional "More" link beside it, the
// content under it.
import type { ReactNode } from 'react'
import { cx } from '@/components/kit/class-names'
import { SiteLink } from '@/components/navigation/SiteLink'
import { useT } from '@/lib/i18n/react'
import { CARD, QUIET_LINK, WIDGET_HEADING } from '../frame/look'

interface Props {
  title: string
  /** Where "More" leads (the full list), if anywhere. */
  moreHref?: string
  children: ReactNode
}

export function Widget({ title, moreHref, children }: Props) {
  const { t } = useT()
  return (
    <section aria-label={title} className={cx(CARD, 'px-5 py-4')}>
      <div className="mb-3 flex items-center justify-between gap-2">
        <h2 className={WIDGET_HEADING}>{title}</h2>
        {moreHref && (
          <SiteLink href={moreHref} className={cx('text-sm', QUIET_LINK)}>
            {t.common.more}
          </SiteLink>
        )}
      </div>
      {children}
    </section>
  )
}
