// The home's top carousel (PHOTO_SWIPER): one wide picture at a time, square corners, the
// title quiet over a soft scrim. The recommended posts when the site has some, else the newest;
// those with a picture first choice (a gallery's carousel of grey boxes says nothing).
import { PostSwiper } from '@/components/sections/swiper/PostSwiper'
import type { ListedPost, PostLink } from '@/themes/contract'
import { usePhotoConfig } from '../usePhotoConfig'

const SLIDES = 6

export function PhotoCarousel({ recommended, posts }: { recommended: PostLink[]; posts: ListedPost[] }) {
  const { PHOTO_SWIPER, PHOTO_SWIPER_INTERVAL } = usePhotoConfig()
  if (!PHOTO_SWIPER) return null
  const pool: PostLink[] = recommended.length > 0 ? recommended : posts
  const pictured = pool.filter((post) => post.pageCoverThumbnail)
  const slides = (pictured.length > 0 ? pictured : pool).slice(0, SLIDES)
  return (
    <PostSwiper
      posts={slides}
      interval={PHOTO_SWIPER_INTERVAL}
      classNames={{
        root: 'mx-auto aspect-[4/3] w-full max-w-3xl sm:aspect-[16/10]',
        slide: 'bg-neutral-300 dark:bg-neutral-800',
        title: 'text-lg font-light tracking-wide sm:text-2xl',
        category: 'text-xs tracking-[0.2em] uppercase opacity-80',
      }}
    />
  )
}
