// The site's icon (emoji or picture) and title, linking home; optionally the description.
import { part, type ClassNames } from '@/components/kit/class-names'
import { Picture } from '@/components/media/Picture'
import { SiteLink } from '@/components/navigation/SiteLink'
import { isImageIcon } from '@/components/post/PostTitle'
import { useSite } from '@/components/site/SiteContext'

export type SiteBrandPart = 'root' | 'icon' | 'title' | 'description'

interface Props {
  classNames?: ClassNames<SiteBrandPart>
  description?: boolean
  /** The title's element: `span` in a bar, `h1` where the brand is the page's heading. */
  as?: 'span' | 'p' | 'h1'
}

export function SiteBrand({ classNames: c = {}, description = false, as: Title = 'span' }: Props) {
  const { info } = useSite()
  const icon = info.icon
  return (
    // Named by the title even where a theme shows only the icon (nav's phone bar hides the title).
    <SiteLink href="/" data-section="site-brand" aria-label={info.title || undefined} className={part('flex min-w-0 items-center', 'gap-2 text-lg text-neutral-900 dark:text-neutral-100', c.root)}>
      {icon && isImageIcon(icon) ? (
        <Picture src={icon} eager className={part('shrink-0', 'h-7 w-7 rounded', c.icon)} />
      ) : (
        icon && <span aria-hidden="true" className={c.icon}>{icon}</span>
      )}
      <div className="flex min-w-0 flex-col">
        <Title className={part('truncate', '', c.title)}>{info.title}</Title>
        {description && info.description && <span className={c.description ?? 'truncate text-sm opacity-70'}>{info.description}</span>}
      </div>
    </SiteLink>
  )
}
