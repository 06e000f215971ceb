// @vitest-environment node
// The data layer's rule for workspace URLs that would run as the site, and the JSON scrub.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { isScriptUrl, isShownUrl, scrubJsonText, withoutScriptUrl } from '@/lib/notion/script-urls'
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

describe('isShownUrl: what a body may carry into a page', () => {
  it.each([
    'https://x.dev/a', 'HTTP://x.dev', 'mailto:a@x.dev', 'tel:+1 555', '/article/x', '#top', '?q=1', 'notes/x', '//x.dev/a', '📝', 'fas fa-home', '',
  ])('keeps %j', (url) => expect(isShownUrl(url)).toBe(true))

  it.each([
    'javascript:x', ' java\tscript:x', 'vbscript:x', 'data:text/html,x', 'data:image/png;base64,x', 'file:///etc/passwd', 'ftp://x.dev', 'notion://x', 'intent://x#Intent;end', 'blob:https://x.dev/1', 'attachment:abc:a.png',
  ])('drops %j from a link', (url) => expect(isShownUrl(url)).toBe(false))

  it('lets a file be one of Notion’s uploads, mapped to its proxy before markup', () => {
    expect(isShownUrl('attachment:abc:a.png', 'file')).toBe(true)
    expect(isShownUrl('javascript:x', 'file')).toBe(false)
  })
})

describe('dropping', () => {
  it('returns "" and names where, in one warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(withoutScriptUrl('javascript:x', 'Config AVATAR')).toBe('')
    expect(withoutScriptUrl('https://ok.dev', 'Config AVATAR')).toBe('https://ok.dev')
    expect(warn).toHaveBeenCalledTimes(1)
    expect(String(warn.mock.calls[0]?.[0])).toMatch(/^\[content\] Config AVATAR: dropped a URL that could run script: "javascript:x"$/)
  })

  it('says why: a URL that could run script, or one of a scheme a page does not show', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { warnDropped } = await import('@/lib/notion/script-urls')
    warnDropped('page p: block b (text)', 'ftp://x.dev')
    expect(String(warn.mock.calls[0]?.[0])).toBe('[content] page p: block b (text): dropped a URL of a scheme a page does not show: "ftp://x.dev"')
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
