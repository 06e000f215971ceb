// @vitest-environment node
// The builder's media blocks have the shape Notion stores (source in properties, size in format).
import { audio, embed, file, pdf, video } from '@/lib/notion/builder'
import { svgSize } from '@/demo/build'

describe('media blocks', () => {
  it('video: source, display size and ratio', () => {
    expect(video('/v.webm', { width: 640, height: 360, caption: 'c' })).toEqual({
      type: 'video',
      properties: { source: [['/v.webm']], caption: [['c']] },
      format: {
        display_source: '/v.webm',
        block_full_width: false,
        block_page_width: false,
        block_width: 640,
        block_height: 360,
        block_aspect_ratio: 0.5625,
        block_preserve_scale: true,
      },
    })
  })

  it('audio, pdf and embed keep their source; a file has its name and size', () => {
    expect(audio('/a.wav').properties).toEqual({ source: [['/a.wav']] })
    expect(pdf('/d.pdf').type).toBe('pdf')
    expect(embed('/e.html', { height: 240 }).format).toMatchObject({ display_source: '/e.html', block_height: 240 })
    expect(file('/f.pdf', 'f.pdf', { size: '1KB' }).properties).toEqual({ source: [['/f.pdf']], title: [['f.pdf']], size: [['1KB']] })
  })

  it('the demo reads an SVG’s size from its root element', () => {
    expect(svgSize('<svg xmlns="x" viewBox="0 0 800 360" width="800" height="360">')).toEqual({ width: 800, height: 360 })
    expect(svgSize('<svg viewBox="0 0 10 10">')).toBeUndefined()
  })
})
