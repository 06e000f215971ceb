// The 404 page hides its default variant before first paint while the address asks for
// another, and only then: a plain 404 shows at once.
import { afterEach, describe, expect, it } from 'vitest'
import {
  asksForVariant, showSwitchedVariant, VARIANT_PENDING_CLASS, variantPendingScript,
} from '@/components/notfound/variant-pending'

const o = { basePath: '', prefixes: ['ja'] }

afterEach(() => {
  document.documentElement.classList.remove(VARIANT_PENDING_CLASS)
  window.history.replaceState(null, '', '/')
})

describe('the 404 pre-paint script', () => {
  it('knows which addresses may ask for another variant', () => {
    expect(asksForVariant('/nope', '?theme=example', o)).toBe(true)
    expect(asksForVariant('/nope', '?lang=en-US', o)).toBe(true)
    expect(asksForVariant('/ja/nope', '', o)).toBe(true)
    expect(asksForVariant('/blog/ja/nope', '', { ...o, basePath: '/blog' })).toBe(true)
    expect(asksForVariant('/nope', '?s=x', o)).toBe(false)
    expect(asksForVariant('/japan', '', o)).toBe(false)
  })

  it('hides the page for such an address until the switched variant shows', () => {
    window.history.replaceState(null, '', '/nope?theme=example')
    new Function(variantPendingScript(o))()
    expect(document.documentElement.classList.contains(VARIANT_PENDING_CLASS)).toBe(true)
    showSwitchedVariant()
    expect(document.documentElement.classList.contains(VARIANT_PENDING_CLASS)).toBe(false)
  })

  it('leaves a plain 404 alone', () => {
    window.history.replaceState(null, '', '/nope')
    new Function(variantPendingScript(o))()
    expect(document.documentElement.classList.contains(VARIANT_PENDING_CLASS)).toBe(false)
  })
})
