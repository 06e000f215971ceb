import { fireEvent, screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { MenuList } from '@/components/navigation/MenuList'
import { isActivePath, sitePath } from '@/components/navigation/current-path'
import { renderInSite } from '@/__tests__/fixtures/site-context'
import { resetRouter } from '@/__tests__/fixtures/router'
import type { MenuLink } from '@/lib/site/types'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const menus: MenuLink[] = [
  { id: 'a', icon: '', name: 'Home', href: '/', target: '_self', show: true, subMenus: [] },
  {
    id: 'b',
    icon: '',
    name: 'Topics',
    href: '/category',
    target: '_self',
    show: true,
    subMenus: [
      { id: 'b1', icon: '', title: 'Tags', href: '/tag', target: '_self' },
      { id: 'b2', icon: '', title: 'Friends', href: 'https://friends.example', target: '_blank' },
    ],
  },
  {
    id: 'c',
    icon: '',
    name: 'Feed',
    href: '/feed-page',
    target: '_blank',
    show: true,
    subMenus: [],
  },
  {
    id: 'd',
    icon: '',
    name: 'Hidden',
    href: '/hidden',
    target: '_self',
    show: false,
    subMenus: [],
  },
]

describe('MenuList', () => {
  beforeEach(() => resetRouter('/'))

  it('renders a dropdown submenu horizontally, toggled by its button', () => {
    renderInSite(<MenuList />, { chrome: { menus } })
    const toggle = screen.getByRole('button', { name: 'Expand' })
    const panel = screen.getByText('Tags').closest('ul')!
    expect(panel).toHaveClass('hidden', 'group-hover:block', 'group-focus-within:block')
    fireEvent.click(toggle)
    expect(panel).toHaveClass('block')
    expect(screen.getByRole('button', { name: 'Collapse' })).toHaveAttribute(
      'aria-expanded',
      'true',
    )
  })

  it('nests submenus vertically, always shown', () => {
    renderInSite(<MenuList orientation="vertical" />, { chrome: { menus } })
    const topics = screen.getByText('Topics').closest('li')!
    expect(within(topics).getByText('Tags')).toBeVisible()
    expect(screen.queryByRole('button')).toBeNull()
  })

  it('opens external and _blank targets in a new tab without an opener', () => {
    renderInSite(<MenuList orientation="vertical" />, { chrome: { menus } })
    for (const name of ['Friends', 'Feed']) {
      const link = screen.getByText(name)
      expect(link).toHaveAttribute('target', '_blank')
      expect(link.getAttribute('rel')).toContain('noopener')
    }
    expect(screen.getByText('Tags')).not.toHaveAttribute('target')
  })

  it('keeps the visitor’s switches on internal links', () => {
    renderInSite(<MenuList />, {
      chrome: { menus },
      variant: { prefix: '/en', keep: 'theme=example' },
    })
    expect(screen.getByText('Tags')).toHaveAttribute('href', '/en/tag?theme=example')
    expect(screen.getByText('Friends')).toHaveAttribute('href', 'https://friends.example')
  })

  it('marks the link of the current page active, ignoring prefix and query', () => {
    resetRouter('/en/tag/react?theme=example')
    renderInSite(<MenuList classNames={{ active: 'is-active' }} />, {
      chrome: { menus },
      variant: { prefix: '/en' },
    })
    expect(screen.getByText('Tags')).toHaveClass('is-active')
    expect(screen.getByText('Tags')).toHaveAttribute('aria-current', 'page')
    expect(screen.getByText('Home')).not.toHaveClass('is-active')
  })

  it('leaves out hidden rows', () => {
    renderInSite(<MenuList />, { chrome: { menus } })
    expect(screen.queryByText('Hidden')).toBeNull()
  })

  it('falls back to the built-in links, translated, when the workspace has no menus', () => {
    renderInSite(<MenuList builtIn={{ search: false }} />, { variant: { locale: 'zh-CN' } })
    const names = screen.getAllByRole('link').map((a) => a.textContent)
    expect(names).toEqual(['首页', '归档', '分类', '标签', '关于'])
    expect(screen.getByText('归档')).toHaveAttribute('href', '/archive')
  })
})

describe('current path helpers', () => {
  it('strips query, hash and the language prefix', () => {
    expect(sitePath('/en/archive?theme=x#2024-01', '/en')).toBe('/archive')
    expect(sitePath('/en?theme=x', '/en')).toBe('/')
    expect(sitePath('/english', '/en')).toBe('/english')
  })

  it('reads the server-side path behind the hidden variant segment the same way', () => {
    expect(sitePath('/_v', '')).toBe('/')
    expect(sitePath('/_v~example~_~0~en/archive', '/en')).toBe('/archive')
    expect(sitePath('/_vanilla/post', '')).toBe('/_vanilla/post')
  })

  it('treats / as active only on the home page', () => {
    expect(isActivePath('/', '/')).toBe(true)
    expect(isActivePath('/archive', '/')).toBe(false)
    expect(isActivePath('/category/Notion', '/category')).toBe(true)
    expect(isActivePath('/categoryx', '/category')).toBe(false)
  })
})

describe('MenuList and links to no page', () => {
  it('links a row marked notAPage without client navigation or prefetch; other rows navigate client-side', async () => {
    const { RouterContext } = await import('next/dist/shared/lib/router-context.shared-runtime')
    const push = vi.fn(async () => true)
    const prefetch = vi.fn(async () => undefined)
    const router = { ...(await import('@/__tests__/fixtures/router')).routerStub, push, prefetch }
    const rows: MenuLink[] = [
      { id: 'x', icon: '', name: 'Archive', href: '/archive', target: '_self', show: true, subMenus: [] },
      { id: 'y', icon: '', name: 'English', href: '/en', target: '_self', show: true, subMenus: [], notAPage: true },
    ]
    renderInSite(
      <RouterContext.Provider value={router as never}>
        <MenuList />
      </RouterContext.Provider>,
      { chrome: { menus: rows } },
    )
    const english = screen.getByRole('link', { name: 'English' })
    // jsdom cannot load another document; the browser would.
    english.addEventListener('click', (e) => e.preventDefault(), { once: true })
    fireEvent.click(english)
    expect(push).not.toHaveBeenCalled()
    fireEvent.click(screen.getByRole('link', { name: 'Archive' }))
    expect(push).toHaveBeenCalledTimes(1)
    expect(prefetch.mock.calls.flat().join(' ')).not.toContain('/en')
  })
})
