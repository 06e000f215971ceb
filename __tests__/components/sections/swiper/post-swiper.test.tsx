// The post carousel: the first post as a plain slide at once (what the server sends, so nothing
// jumps), the carousel of every post drawn over it once its script has loaded; nothing without posts.
import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { PostSwiper } from '@/components/sections/swiper/PostSwiper'
import { renderInSite } from '@/__tests__/fixtures/site-context'
import { resetRouter } from '@/__tests__/fixtures/router'
import type { PostLink } from '@/lib/routes/types'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const post = (id: string, title: string): PostLink => ({
  id,
  title,
  href: `/article/${id}`,
  external: false,
  publishDay: '2024-01-01',
  pageIcon: '',
  pageCoverThumbnail: '',
  category: 'Tech',
})

const slideTitles = (root: HTMLElement) =>
  [...root.querySelectorAll('[data-post-slide]')].map((slide) => slide.textContent)

describe('PostSwiper', () => {
  beforeEach(() => resetRouter('/'))

  it('shows nothing without posts', () => {
    const { container } = renderInSite(<PostSwiper posts={[]} />)
    expect(container.innerHTML).toBe('')
  })

  it('draws the first post as a plain slide before the carousel loads', () => {
    const { container } = renderInSite(<PostSwiper posts={[post('a', 'First'), post('b', 'Second')]} />)
    expect(slideTitles(container)).toEqual(['TechFirst'])
    expect(container.querySelector('[data-post-slide]')?.getAttribute('href')).toBe('/article/a')
  })

  it('loads the carousel with every post over the first slide', async () => {
    const { container } = renderInSite(<PostSwiper posts={[post('a', 'First'), post('b', 'Second')]} interval={0} />)
    await screen.findAllByText('Second')
    expect(container.querySelector('.swiper')).not.toBeNull()
    expect(new Set(slideTitles(container))).toEqual(new Set(['TechFirst', 'TechSecond']))
  })

  it('keeps a single post still: no carousel script for one slide', () => {
    const { container } = renderInSite(<PostSwiper posts={[post('a', 'Only')]} />)
    expect(container.querySelector('.swiper')).toBeNull()
    expect(slideTitles(container)).toEqual(['TechOnly'])
  })
})
