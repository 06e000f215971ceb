// The home widgets' gates: the cover and the hero are lazily loaded pieces, requested only when
// the page shows them. The inner modules are stand-ins that record being loaded.
import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { HomeWidgets } from '@/components/sections/home/HomeWidgets'
import type { HomeWidgets as HomeData } from '@/lib/home/types'
import { renderInSite } from '@/__tests__/fixtures/site-context'

const loaded = vi.hoisted(() => new Set<string>())

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)
vi.mock('@/components/home/LoadingCover', () => {
  loaded.add('cover')
  return { LoadingCover: () => <div data-testid="cover" /> }
})
vi.mock('@/components/home/Hero', () => {
  loaded.add('hero')
  return { Hero: () => <div data-testid="hero" /> }
})

const HOME: HomeData = {
  noticeLinks: [],
  quote: null,
  heroShortcuts: [],
  heroIcons: [],
  recommended: [],
  today: { url: '/about', title: '', image: '' },
}
const page = (n: number) => ({ page: n, totalPages: 2, basePath: '/' })
/** Long enough for a requested import() to have settled. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20))

// One test, in order: a module's factory runs once, so "not loaded" must be seen before "loaded".
describe('HomeWidgets gates', () => {
  it('requests the cover and the hero only for a page that shows them', async () => {
    renderInSite(<HomeWidgets home={HOME} pagination={page(1)} posts={[]} hero={false} />)
    renderInSite(<HomeWidgets home={HOME} pagination={page(2)} posts={[]} welcome />)
    await settle()
    expect(loaded).toEqual(new Set())
    expect(screen.queryByTestId('hero')).toBeNull()

    renderInSite(<HomeWidgets home={HOME} pagination={page(1)} posts={[]} />)
    expect(await screen.findByTestId('hero')).toBeInTheDocument()
    expect(loaded).toEqual(new Set(['hero']))

    renderInSite(<HomeWidgets home={HOME} pagination={page(1)} posts={[]} hero={false} welcome />)
    await waitFor(() => expect(screen.getByTestId('cover')).toBeInTheDocument())
    expect(loaded).toEqual(new Set(['hero', 'cover']))
  })
})
