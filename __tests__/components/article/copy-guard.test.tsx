// CAN_COPY=false: the whole article page refuses copy and cut (not just the body), fields stay
// usable, the listener goes with the page, and equations are not selectable under the guard.
import { readFileSync } from 'node:fs'
import { afterEach, describe, expect, it } from 'vitest'
import { CopyGuard } from '@/components/article/CopyGuard'
import { renderInSite } from '../../fixtures/site-context'

function articlePage(canCopy: boolean) {
  return renderInSite(
    <main>
      <h1>Title outside the guard</h1>
      <input aria-label="Search" defaultValue="query" />
      <CopyGuard>
        <p>Body text</p>
        <input aria-label="Password" type="password" />
        <textarea aria-label="Comment" defaultValue="draft" />
        <div contentEditable suppressContentEditableWarning>
          <span>editable</span>
        </div>
      </CopyGuard>
    </main>,
    { chrome: { canCopy } },
  )
}

/** Whether a copy (or cut) starting at `target` was cancelled. */
function cancelled(target: EventTarget, type: 'copy' | 'cut' = 'copy'): boolean {
  const event = new Event(type, { bubbles: true, cancelable: true })
  target.dispatchEvent(event)
  return event.defaultPrevented
}

const $ = (container: HTMLElement, selector: string) => container.querySelector(selector)!

afterEach(() => document.body.replaceChildren())

describe('CopyGuard with CAN_COPY=false', () => {
  it('refuses copy and cut anywhere on the page: title and meta too, not only the body', () => {
    const { container } = articlePage(false)
    expect(cancelled($(container, 'h1'))).toBe(true)
    expect(cancelled($(container, 'h1'), 'cut')).toBe(true)
    expect(cancelled($(container, 'p'))).toBe(true)
    expect(cancelled(document)).toBe(true)
  })

  it('leaves fields alone: search box, password, comment boxes, editable regions', () => {
    const { container } = articlePage(false)
    for (const selector of ['input[aria-label="Search"]', 'input[type="password"]', 'textarea', '[contenteditable] span']) {
      expect(cancelled($(container, selector)), selector).toBe(false)
      expect(cancelled($(container, selector), 'cut'), selector).toBe(false)
    }
  })

  it('stops refusing once the article page is gone', () => {
    const { container, unmount } = articlePage(false)
    const title = $(container, 'h1')
    unmount()
    document.body.append(title)
    expect(cancelled(title)).toBe(false)
  })

  it('refuses nothing when copying is allowed', () => {
    const { container } = articlePage(true)
    expect(cancelled($(container, 'h1'))).toBe(false)
    expect(cancelled($(container, 'p'))).toBe(false)
    expect(container.querySelector('[data-copy]')).toBeNull()
  })

  it('makes equations unselectable under the guard (react-notion-x makes them select-all)', () => {
    const { container } = articlePage(false)
    const guardClass = [...$(container, '[data-copy="blocked"]').classList].find((c) => c !== 'select-none')
    expect(guardClass).toBeTruthy()
    // jsdom has no cascade: the rule is checked in the stylesheet itself.
    const css = readFileSync('components/article/CopyGuard.module.css', 'utf8').replace(/\s+/g, ' ')
    expect(css).toMatch(/\.guard :global\(\.notion-equation-inline\),[^{]*\{ -webkit-user-select: none; user-select: none; \}/)
    expect(css).toMatch(/\.guard :is\(input, textarea, .*?\) \{ -webkit-user-select: text; user-select: text; \}/)
  })
})
