import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { PAGE_HEADER_SELECTOR, usePageHeaderBottom } from '@/components/layout/usePageHeaderBottom'
import { resetRouter, routerStub } from '@/__tests__/fixtures/router'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

/** A page header whose box can be moved; window.scrollY stays 0 unless set. */
function mountHeader(
  attribute: 'data-page-header' | 'data-home-hero',
  box: { bottom: number; height: number },
) {
  const header = document.createElement('header')
  header.setAttribute(attribute, '')
  header.getBoundingClientRect = () => ({ ...box }) as DOMRect
  document.body.append(header)
  return box
}

afterEach(() => {
  document.body.innerHTML = ''
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
  resetRouter()
})

describe('usePageHeaderBottom', () => {
  it('matches both kinds of page header', () => {
    expect(PAGE_HEADER_SELECTOR).toContain('[data-page-header]')
    expect(PAGE_HEADER_SELECTOR).toContain('[data-home-hero]')
  })

  it('gives the fallback on a page without a header', () => {
    const { result } = renderHook(() => usePageHeaderBottom(56))
    expect(result.current).toBe(56)
  })

  it("gives the bottom of the page's header from the top of the document", () => {
    Object.defineProperty(window, 'scrollY', { value: 100, configurable: true })
    mountHeader('data-home-hero', { bottom: 380.4, height: 420 })
    const { result } = renderHook(() => usePageHeaderBottom(56))
    expect(result.current).toBe(480)
  })

  it('never goes under the fallback, and ignores an empty header', () => {
    mountHeader('data-page-header', { bottom: 30, height: 30 })
    expect(renderHook(() => usePageHeaderBottom(56)).result.current).toBe(56)
    document.body.innerHTML = ''
    mountHeader('data-page-header', { bottom: 300, height: 0 })
    expect(renderHook(() => usePageHeaderBottom(56)).result.current).toBe(56)
  })

  it('measures again when the window is resized and when the page changes', () => {
    const box = mountHeader('data-page-header', { bottom: 200, height: 200 })
    const { result, rerender } = renderHook(() => usePageHeaderBottom(56))
    expect(result.current).toBe(200)
    box.bottom = 260
    act(() => void window.dispatchEvent(new Event('resize')))
    expect(result.current).toBe(260)
    document.body.innerHTML = ''
    routerStub.asPath = '/archive'
    rerender()
    expect(result.current).toBe(56)
  })
})
