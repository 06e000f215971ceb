// Under SUB_PATH, files a body names by site path are served from under the base path.
import { describe, expect, it } from 'vitest'
import type { BodyRecordMap } from '@/lib/notion/body-extras'
import { withSitePathsUnder } from '@/lib/notion/site-paths'

const body = {
  block: {
    img: { role: 'reader', value: { id: 'img', type: 'image', properties: { source: [['/demo/a.svg']] }, format: { display_source: '/demo/a.svg' } } },
    pdf: { role: 'reader', value: { id: 'pdf', type: 'pdf', properties: { source: [['/demo/b.pdf']] } } },
    card: { role: 'reader', value: { id: 'card', type: 'page', format: { page_cover: '/demo/c.svg', page_icon: '🎉' } } },
    remote: { role: 'reader', value: { id: 'remote', type: 'image', properties: { source: [['https://x.test/a.png']] } } },
    protocol: { role: 'reader', value: { id: 'protocol', type: 'video', properties: { source: [['//cdn.test/v.mp4']] } } },
  },
} as unknown as BodyRecordMap

const valueOf = (b: BodyRecordMap, id: string) => b.block[id]?.value as unknown as Record<string, Record<string, unknown>>

describe('site-path files in a body', () => {
  it('go under the base path: sources, display sources and card covers', () => {
    const served = withSitePathsUnder(body, '/blog')
    expect(valueOf(served, 'img').properties).toEqual({ source: [['/blog/demo/a.svg']] })
    expect(valueOf(served, 'img').format).toEqual({ display_source: '/blog/demo/a.svg' })
    expect(valueOf(served, 'pdf').properties).toEqual({ source: [['/blog/demo/b.pdf']] })
    expect(valueOf(served, 'card').format).toEqual({ page_cover: '/blog/demo/c.svg', page_icon: '🎉' })
  })

  it('leave other hosts, protocol-relative URLs and a root site alone', () => {
    const served = withSitePathsUnder(body, '/blog')
    expect(served.block.remote).toBe(body.block.remote)
    expect(served.block.protocol).toBe(body.block.protocol)
    expect(withSitePathsUnder(body, '')).toBe(body)
    // The body given is not changed.
    expect(valueOf(body, 'img').properties).toEqual({ source: [['/demo/a.svg']] })
  })
})
