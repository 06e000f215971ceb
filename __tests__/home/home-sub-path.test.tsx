// A site built with SUB_PATH=/blog: every link and picture of the home widgets stays under the
// base path: next/link adds it to links, and the route (imagesUnderBasePath) to the pictures
// of the page props the widgets are given.
import { screen, within } from '@testing-library/react'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { CategoryShortcuts } from '@/components/home/CategoryShortcuts'
import { NoticeBar } from '@/components/home/NoticeBar'
import { RecommendedPosts } from '@/components/home/RecommendedPosts'
import { TechIcon } from '@/components/home/TechIcon'
import { TodayCard } from '@/components/home/TodayCard'
import { renderInSite } from '@/__tests__/fixtures/site-context'
import { imagesUnderBasePath } from '@/lib/routes/base-path'

// Both are inlined when the site is built: set them before any module reads them.
vi.hoisted(() => {
  process.env.NEXT_PUBLIC_FOLIO_BASE_PATH = '/blog'
  process.env.__NEXT_ROUTER_BASEPATH = '/blog'
})

afterAll(() => {
  delete process.env.NEXT_PUBLIC_FOLIO_BASE_PATH
  delete process.env.__NEXT_ROUTER_BASEPATH
})

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const href = (name: string | RegExp) => screen.getByRole('link', { name }).getAttribute('href')

describe('home widgets under SUB_PATH', () => {
  it('notice links: site paths under the base path, external URLs unchanged', () => {
    const links = [
      { title: 'About us', url: '/about' },
      { title: 'Elsewhere', url: 'https://example.org/two' },
      { title: 'Home', url: '/' },
    ]
    renderInSite(<NoticeBar links={links} quote={null} />, { variant: { keep: 'theme=example' } })
    // Links waiting for their turn are hidden from assistive technology, so look past that.
    const noticeHref = (name: string) => screen.getByRole('link', { name, hidden: true }).getAttribute('href')
    expect(noticeHref('About us')).toBe('/blog/about?theme=example')
    expect(noticeHref('Elsewhere')).toBe('https://example.org/two')
    expect(noticeHref('Home')).toBe('/blog?theme=example')
  })

  it('shortcut buttons, the today card and recommended posts', () => {
    renderInSite(
      <>
        <CategoryShortcuts items={[{ title: 'Archive', url: '/archive' }]} />
        <TodayCard today={imagesUnderBasePath({ url: '/about', title: 'Read me', image: '/images/today.png' })}>
          <span />
        </TodayCard>
        <RecommendedPosts
          posts={[
            {
              id: 'p1',
              title: 'First post',
              href: '/article/first',
              external: false,
              publishDay: '2024-01-01',
              pageIcon: '',
              pageCoverThumbnail: '',
              category: null,
            },
          ]}
        />
      </>,
    )
    expect(href('Archive')).toBe('/blog/archive')
    const today = screen.getByRole('link', { name: /Read me/ })
    expect(today).toHaveAttribute('href', '/blog/about')
    expect(today.querySelector('img')).toHaveAttribute('src', '/blog/images/today.png')
    expect(href(/First post/)).toBe('/blog/article/first')
  })

  it('a technology icon given as a site path, and one given as a URL', () => {
    // As the route hands the hero's icon pairs over.
    const pair = imagesUnderBasePath({ img_1: '/icons/local.svg', img_2: 'https://img.test/remote.svg' })
    renderInSite(
      <>
        <TechIcon title="Local" img={pair.img_1} color="#000000" />
        <TechIcon title="Remote" img={pair.img_2} color="#000000" />
      </>,
    )
    const src = (name: string) =>
      within(screen.getByRole('img', { name })).getByRole('presentation', { hidden: true })
    expect(src('Local')).toHaveAttribute('src', '/blog/icons/local.svg')
    expect(src('Remote')).toHaveAttribute('src', 'https://img.test/remote.svg')
  })
})
