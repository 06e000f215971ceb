import { fireEvent, screen } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { ThemeSwitcher, withThemeParam } from '@/components/theme/ThemeSwitcher'
import { fullPageLoad } from '@/components/navigation/full-page-load'
import { renderInSite } from '@/__tests__/fixtures/site-context'
import { resetRouter } from '@/__tests__/fixtures/router'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)
vi.mock('@/components/navigation/full-page-load', () => ({ fullPageLoad: vi.fn() }))
const navigate = vi.mocked(fullPageLoad)

describe('ThemeSwitcher', () => {
  beforeEach(() => {
    navigate.mockClear()
    resetRouter('/archive')
  })

  it('goes to the next theme', () => {
    renderInSite(<ThemeSwitcher />, {
      chrome: { themes: ['example', 'hexo', 'medium'] },
      variant: { theme: 'hexo' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Switch theme' }))
    expect(navigate).toHaveBeenCalledWith('/archive?theme=medium')
  })

  it('wraps from the last theme to the first, keeping path, other parameters and hash', () => {
    resetRouter('/en/tag/a%20b?theme=medium&lang=en-US#top')
    renderInSite(<ThemeSwitcher />, {
      chrome: { themes: ['example', 'hexo', 'medium'] },
      variant: { theme: 'medium', prefix: '/en' },
    })
    fireEvent.click(screen.getByRole('button', { name: 'Switch theme' }))
    expect(navigate).toHaveBeenCalledWith('/en/tag/a%20b?theme=example&lang=en-US#top')
  })

  it('is absent when only one theme is built', () => {
    const { container } = renderInSite(<ThemeSwitcher />, {
      chrome: { themes: ['medium'] },
      variant: { theme: 'medium' },
    })
    expect(container).toBeEmptyDOMElement()
  })

  it('sets the theme parameter on a plain path', () => {
    expect(withThemeParam('/', 'hexo')).toBe('/?theme=hexo')
  })
})
