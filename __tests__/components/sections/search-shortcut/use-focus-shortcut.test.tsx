// Ctrl+K / ⌘K focuses the container's field; other keys, a hidden field and typing in
// another field are left alone.
import { fireEvent, render, screen } from '@testing-library/react'
import { useRef } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useFocusShortcut } from '@/components/sections/search-shortcut/useFocusShortcut'

function Page() {
  const box = useRef<HTMLDivElement>(null)
  useFocusShortcut(box)
  return (
    <>
      <div ref={box}>
        <input aria-label="search" />
      </div>
      <textarea aria-label="notes" />
    </>
  )
}

const rendered = () =>
  vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([{}] as unknown as DOMRectList)

describe('useFocusShortcut', () => {
  beforeEach(() => {
    rendered()
  })
  afterEach(() => vi.restoreAllMocks())

  it('focuses the field on Ctrl+K and on Meta+K, and keeps the browser from acting on it', () => {
    render(<Page />)
    const event = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, cancelable: true })
    window.dispatchEvent(event)
    expect(screen.getByLabelText('search')).toHaveFocus()
    expect(event.defaultPrevented).toBe(true)
    screen.getByLabelText('search').blur()
    fireEvent.keyDown(window, { key: 'K', metaKey: true })
    expect(screen.getByLabelText('search')).toHaveFocus()
  })

  it('ignores a plain k, and Ctrl+K while typing in another field', () => {
    render(<Page />)
    fireEvent.keyDown(window, { key: 'k' })
    expect(screen.getByLabelText('search')).not.toHaveFocus()
    screen.getByLabelText('notes').focus()
    fireEvent.keyDown(screen.getByLabelText('notes'), { key: 'k', ctrlKey: true })
    expect(screen.getByLabelText('notes')).toHaveFocus()
  })

  it('leaves the key alone when the field is not displayed', () => {
    vi.restoreAllMocks()
    vi.spyOn(HTMLElement.prototype, 'getClientRects').mockReturnValue([] as unknown as DOMRectList)
    render(<Page />)
    const event = new KeyboardEvent('keydown', { key: 'k', ctrlKey: true, cancelable: true })
    window.dispatchEvent(event)
    expect(event.defaultPrevented).toBe(false)
  })
})
