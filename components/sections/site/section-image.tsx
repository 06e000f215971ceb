// An icon that is either a picture (a URL or site path) or a short text such as an emoji.
import { Picture } from '@/components/media/Picture'
import { usePageContext } from '@/components/site/SiteContext'
import { withBasePath } from '@/lib/routes/base-path'

export const isImageSource = (value: string): boolean => /^(https?:\/\/|\/(?!\/))\S+$/i.test(value)

/**
 * A picture from a setting: a site path gets the base path (page data already has it; settings
 * do not), and a local file keeps its shape before it loads (pictureRatios of the page props).
 */
export function SectionPicture({ src, alt = '', eager, className }: { src: string; alt?: string; eager?: boolean; className?: string }) {
  const ratio = usePageContext().pictureRatios?.[src]
  if (!src) return null
  return <Picture src={withBasePath(src)} alt={alt} eager={eager} className={className} ratio={ratio} />
}

export function SectionIcon({ icon, className }: { icon: string; className?: string }) {
  if (!icon) return null
  if (isImageSource(icon)) return <SectionPicture src={icon} className={className} />
  return (
    <span aria-hidden="true" className={className}>
      {icon}
    </span>
  )
}
