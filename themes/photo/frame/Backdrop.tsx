// PHOTO_BACKGROUND_IMAGE: one picture fixed behind every page, faded so text stays readable
// (lighter in light mode, darker in dark). Nothing at all while the setting is empty.
import { Picture } from '@/components/media/Picture'
import { usePhotoConfig } from '../usePhotoConfig'

export function Backdrop() {
  const { PHOTO_BACKGROUND_IMAGE: src } = usePhotoConfig()
  if (!src) return null
  return (
    <div aria-hidden="true" data-photo-backdrop="" className="pointer-events-none fixed inset-0 -z-10">
      <Picture src={src} className="h-full w-full object-cover" />
      <div className="absolute inset-0 bg-white/85 dark:bg-neutral-950/85" />
    </div>
  )
}
