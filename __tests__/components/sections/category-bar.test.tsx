// The category bar: Home, then every category linking to its list, the current one (from the
// route, page 2 and language prefix included) marked, and a link to every category.
import { screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { CategoryBar } from '@/components/sections/CategoryBar'
import { renderInSite } from '@/__tests__/fixtures/site-context'
import { resetRouter } from '@/__tests__/fixtures/router'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const categories = [
  { name: 'Tech', count: 3, color: 'default' as const },
  { name: '心情随笔', count: 1, color: 'default' as const },
]

const current = () => screen.getAllByRole('link').filter((link) => link.getAttribute('aria-current') === 'page')

describe('CategoryBar', () => {
  beforeEach(() => resetRouter('/'))

  it('links Home, each category and every category, Home marked on the home page', () => {
    renderInSite(<CategoryBar />, { chrome: { categories } })
    const nav = screen.getByRole('navigation', { name: 'Categories' })
    const hrefs = [...nav.querySelectorAll('a')].map((a) => a.getAttribute('href'))
    expect(hrefs).toEqual(['/', '/category/Tech', `/category/${encodeURIComponent('心情随笔')}`, '/category'])
    expect(current().map((link) => link.textContent)).toEqual(['Home'])
  })

  it('marks the category being shown, also on its later pages and with an encoded name', () => {
    resetRouter(`/category/${encodeURIComponent('心情随笔')}/page/2?theme=heo`)
    renderInSite(<CategoryBar />, { chrome: { categories } })
    expect(current().map((link) => link.textContent)).toEqual(['心情随笔'])
  })

  it("marks Home on the home list's later pages", () => {
    resetRouter('/page/3')
    renderInSite(<CategoryBar />, { chrome: { categories } })
    expect(current().map((link) => link.textContent)).toEqual(['Home'])
  })

  it('marks nothing on an article', () => {
    resetRouter('/article/hello')
    renderInSite(<CategoryBar />, { chrome: { categories } })
    expect(current()).toEqual([])
  })
})
