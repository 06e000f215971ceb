// The site's icon (emoji or image) and title, linking home.
import { SiteLink } from '@/components/navigation/SiteLink'
import { useSite } from '@/components/site/SiteContext'
import { isImageIcon } from '@/components/post/PostTitle'

export function SiteBrand() {
  const { info } = useSite()
  return (
    <SiteLink
      href="/"
      className="flex min-w-0 items-center gap-2 text-lg text-neutral-900 dark:text-neutral-100"
    >
      {info.icon && isImageIcon(info.icon) ? (
        // eslint-disable-next-line @next/next/no-img-element -- site icons are small and already mapped
        <img src={info.icon} alt="" className="h-7 w-7 shrink-0 rounded" />
      ) : (
        info.icon && <span aria-hidden="true">{info.icon}</span>
      )}
      <span className="truncate">{info.title}</span>
    </SiteLink>
  )
}
