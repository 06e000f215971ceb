// The carousel turns by itself only for visitors who did not ask for less motion.
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { SwiperSlides } from '@/components/sections/swiper/SwiperSlides'
import { renderInSite } from '@/__tests__/fixtures/site-context'
import type { PostLink } from '@/lib/routes/types'

const autoplays: unknown[] = []
vi.mock('swiper/react', () => ({
  Swiper: ({ autoplay, children }: { autoplay: unknown; children: ReactNode }) => {
    autoplays.push(autoplay)
    return <div>{children}</div>
  },
  SwiperSlide: ({ children }: { children: ReactNode }) => <div>{children}</div>,
}))
vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const posts: PostLink[] = ['a', 'b'].map((id) => ({
  id, title: id, href: `/article/${id}`, external: false, publishDay: '2024-01-01', pageIcon: '', pageCoverThumbnail: '', category: null,
}))

function prefersReduced(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: reduce && query.includes('reduce'), media: query, addEventListener() {}, removeEventListener() {} }))
}

describe('SwiperSlides', () => {
  afterEach(() => {
    autoplays.length = 0
    vi.unstubAllGlobals()
  })

  it('autoplays at the given interval', () => {
    prefersReduced(false)
    renderInSite(<SwiperSlides posts={posts} interval={4000} classNames={{}} />)
    expect(autoplays.at(-1)).toMatchObject({ delay: 4000 })
  })

  it('stays still for a visitor who prefers reduced motion', () => {
    prefersReduced(true)
    renderInSite(<SwiperSlides posts={posts} interval={4000} classNames={{}} />)
    expect(autoplays.at(-1)).toBe(false)
  })
})
