// @vitest-environment node
// The data layer's rule for workspace URLs that would run as the site, and the JSON scrub.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { isScriptUrl, scrubJsonText, withoutScriptUrl } from '@/lib/notion/script-urls'
import { shadowedPostProblems } from '@/lib/site/shadowed-posts'

afterEach(() => vi.restoreAllMocks())

describe('isScriptUrl', () => {
  it.each([
    'javascript:alert(1)', ' JaVaScRiPt:alert(1)', 'java\tscript:alert(1)', '\u200bjavascript:x', 'vbscript:x',
    'data:text/html,<script>x</script>', 'data:image/svg+xml,<svg onload=x>', 'DATA:application/xhtml+xml,x',
  ])('refuses %j', (url) => expect(isScriptUrl(url)).toBe(true))

  it.each(['https://x.dev/a.png', '/images/a.svg', 'attachment:abc:a.png', '📝', 'fas fa-home', 'data:image/png;base64,iVBOR', 'data:image/jpeg,x', 'notes about javascript: later'])(
    'keeps %j',
    (url) => expect(isScriptUrl(url)).toBe(false),
  )
})

describe('dropping', () => {
  it('returns "" and names where, in one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(withoutScriptUrl('javascript:x', 'Config AVATAR')).toBe('')
    expect(withoutScriptUrl('https://ok.dev', 'Config AVATAR')).toBe('https://ok.dev')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[content\] Config AVATAR: dropped a URL that could run script: "javascript:x"$/)
  })

  it('scrubs JSON text deeply and leaves clean or broken JSON as written', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(JSON.parse(scrubJsonText('{"href":"javascript:x","a":{"b":["data:text/html,x","ok"]},"n":1}', 'ext'))).toEqual({ a: { b: ['ok'] }, n: 1 })
    expect(scrubJsonText('{ "href": "https://x.dev" }', 'ext')).toBe('{ "href": "https://x.dev" }')
    expect(scrubJsonText('{nope: javascript:x', 'ext')).toBe('{nope: javascript:x')
  })
})

describe('shadowedPostProblems', () => {
  const post = (href: string, external = false) => ({ title: href, href, external })
  it('names posts the site’s own routes answer first, and only those', () => {
    const problems = shadowedPostProblems(
      ['/archive', '/search', '/api', '/rss/x', '/tag/x', '/page/2', '/sign-in', '/archive-notes', '/article/archive', '/page/about', '/category/a/b'].map((h) => post(h)),
    )
    expect(problems.map((p) => p.split(' at ')[1]?.split(' ')[0])).toEqual(['/archive', '/search', '/api', '/rss/x', '/tag/x', '/page/2', '/sign-in'])
    expect(shadowedPostProblems([post('https://x.dev/archive', true)])).toEqual([])
  })
})
