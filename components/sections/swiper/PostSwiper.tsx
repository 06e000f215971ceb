// A carousel of posts (e.g. the home's recommended posts) on the `swiper` package. The package
// is a separate chunk fetched only where a carousel is shown; until it arrives (and on the
// server) the first post is drawn as a plain slide in the same box, so nothing jumps.
import dynamic from 'next/dynamic'
import { part, type ClassNames } from '@/components/kit/class-names'
import type { PostLink } from '@/lib/routes/types'
import { PostSlide, type PostSlidePart } from './PostSlide'

/** `root`: the carousel's box (its height); the other parts style each slide. */
export type PostSwiperPart = 'root' | PostSlidePart

export interface PostSwiperProps {
  posts: PostLink[]
  classNames?: ClassNames<PostSwiperPart>
  /** Milliseconds between slides; 0 keeps it still. */
  interval?: number
}

const SwiperSlides = dynamic(() => import('./SwiperSlides').then((m) => m.SwiperSlides), {
  ssr: false,
  loading: () => null,
})

export function PostSwiper({ posts, classNames: c = {}, interval = 5000 }: PostSwiperProps) {
  const first = posts[0]
  if (!first) return null
  const slide = { slide: c.slide, title: c.title, category: c.category }
  return (
    <div data-post-swiper="" className={part('relative overflow-hidden', 'h-64 rounded-2xl', c.root)}>
      {/* Beneath the carousel: the first slide, seen until the script has drawn the carousel over it. */}
      <div className="absolute inset-0">
        <PostSlide post={first} eager classNames={slide} />
      </div>
      {posts.length > 1 ? <SwiperSlides posts={posts} interval={interval} classNames={slide} /> : null}
    </div>
  )
}
