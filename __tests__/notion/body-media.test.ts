// @vitest-environment node
// The videos and embeds a theme may show outside the body, read from a recorded page.
import { embed, paragraph, video } from '@/lib/notion/builder'
import { bodyMedia } from '@/lib/notion/body-media'
import { compactId } from '@/lib/notion/records'
import { tourBlog } from './body-fixture'

const HOST = 'https://www.notion.so'
const S3_VIDEO = 'https://prod-files-secure.s3.us-west-2.amazonaws.com/space/clip.mp4'

function mediaOf(extra: Parameters<typeof tourBlog>[0]) {
  const blog = tourBlog(extra)
  return bodyMedia(blog.page(), compactId(blog.ids.tour), HOST)
}

describe('bodyMedia', () => {
  it('lists videos and embeds in reading order with caption and shape', () => {
    const media = mediaOf([
      video('https://www.youtube.com/watch?v=abc', { caption: 'Trailer', width: 640, height: 360 }),
      paragraph('between'),
      embed('https://games.example.com/play/1', { caption: 'Play' }),
    ])
    expect(media.map((m) => [m.kind, m.url, m.caption])).toEqual([
      ['video', 'https://www.youtube.com/watch?v=abc', 'Trailer'],
      ['embed', 'https://games.example.com/play/1', 'Play'],
    ])
    expect(media[0]?.aspectRatio).toBeCloseTo(640 / 360)
  })

  it('sends Notion-hosted videos through the re-signing route, never the signed URL', () => {
    const [clip] = mediaOf([video(S3_VIDEO)])
    expect(clip?.url.startsWith(`${HOST}/signed/`)).toBe(true)
  })

  it('leaves out sources that would run as the site (javascript:, data:, protocol-relative)', () => {
    const media = mediaOf([
      embed('javascript:alert(1)'),
      embed('data:text/html,<script>alert(1)</script>'),
      video('//evil.example.com/x.mp4'),
      embed('/demo/media/embed-card.html'),
    ])
    expect(media.map((m) => m.url)).toEqual(['/demo/media/embed-card.html'])
  })

  it('finds nothing in a page without media', () => {
    expect(mediaOf([])).toEqual([])
  })
})
