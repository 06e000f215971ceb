// Links to files (a PDF in a body) are plain links, never client-side page navigations.
import { describe, expect, it } from 'vitest'
import { isFileHref } from '@/lib/routes/links'

describe('isFileHref', () => {
  it('knows a site path to a file from one to a page', () => {
    expect(isFileHref('/demo/media/style-notes.pdf')).toBe(true)
    expect(isFileHref('/blog/files/a.webm?download=1')).toBe(true)
    expect(isFileHref('/article/block-tour')).toBe(false)
    expect(isFileHref('/article/v1.2-release')).toBe(false)
    expect(isFileHref('/')).toBe(false)
    expect(isFileHref('https://x.test/a.pdf')).toBe(false)
    expect(isFileHref('//cdn.test/a.pdf')).toBe(false)
  })
})
