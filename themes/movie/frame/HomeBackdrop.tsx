// MOVIE_HOME_BACKGROUND: an image fixed behind the home page, washed out under the posters so
// the cards and their text stay the clearest thing on screen. Nothing when unset.
import { Picture } from '@/components/media/Picture'

export function HomeBackdrop({ src }: { src: string }) {
  if (!src) return null
  return (
    <div aria-hidden="true" data-home-backdrop="" className="pointer-events-none fixed inset-0 -z-10">
      <Picture src={src} className="h-full w-full object-cover" />
      <div className="absolute inset-0 bg-white/80 backdrop-blur-sm dark:bg-black/75" />
    </div>
  )
}
