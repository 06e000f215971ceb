// The ⓘ button at the end of the bar: a small panel above it with the site's description and
// the author's card; it closes like every popover (usePopover).
import { usePopover } from '@/components/frame/usePopover'
import { AuthorCard } from '@/components/sections/sidebar/AuthorCard'
import { useSite } from '@/components/site/SiteContext'
import { useT } from '@/lib/i18n/react'
import { BarButton } from './BarButton'

export function InfoButton() {
  const { t } = useT()
  const { info } = useSite()
  const { open, box, buttonProps, panelProps } = usePopover()

  return (
    <div ref={box} className="relative">
      <BarButton aria-label={t.nav.about} title={t.nav.about} {...buttonProps}>
        <svg viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden="true">
          <circle cx="12" cy="12" r="9.5" />
          <path d="M12 11v6M12 7.5v.01" strokeLinecap="round" />
        </svg>
      </BarButton>
      {open && (
        <div
          {...panelProps}
          role="region"
          aria-label={t.nav.about}
          className="absolute right-0 bottom-full mb-3 w-72 max-w-[calc(100vw-1.5rem)] rounded-xl bg-white/95 p-5 text-sm shadow-xl ring-1 ring-black/5 backdrop-blur dark:bg-neutral-900/95 dark:ring-white/10"
        >
          {info.description && <p className="mb-4 text-neutral-600 dark:text-neutral-300">{info.description}</p>}
          <AuthorCard counts classNames={{ avatar: 'h-14 w-14 rounded-full', name: 'font-medium text-neutral-900 dark:text-neutral-100' }} />
        </div>
      )}
    </div>
  )
}
