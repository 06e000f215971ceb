// The carousel itself (loaded by PostSwiper only where one is shown): loops, autoplays, pauses on
// hover, and shows clickable bullets. Drawn over PostSwiper's plain first slide.
import { A11y, Autoplay, Pagination } from 'swiper/modules'
import { Swiper, SwiperSlide } from 'swiper/react'
import type { ClassNames } from '@/components/kit/class-names'
import type { PostLink } from '@/lib/routes/types'
import { prefersReducedMotion } from '@/components/sections/home/reduced-motion'
import { PostSlide, type PostSlidePart } from './PostSlide'
import styles from './PostSwiper.module.css'

interface Props {
  posts: PostLink[]
  interval: number
  classNames: ClassNames<PostSlidePart>
}

export function SwiperSlides({ posts, interval, classNames }: Props) {
  // Loaded in the browser only (ssr: false), so the media query can be read at once. A visitor
  // who asked for less motion turns the slides by hand.
  const autoplay = interval > 0 && !prefersReducedMotion()
  return (
    <Swiper
      modules={[A11y, Autoplay, Pagination]}
      loop
      autoplay={autoplay ? { delay: interval, pauseOnMouseEnter: true, disableOnInteraction: false } : false}
      pagination={{ clickable: true }}
      className={styles.swiper}
    >
      {posts.map((post) => (
        <SwiperSlide key={post.id}>
          <PostSlide post={post} classNames={classNames} />
        </SwiperSlide>
      ))}
    </Swiper>
  )
}
