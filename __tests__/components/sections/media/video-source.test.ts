// Video addresses: YouTube and Bilibili pages become their players' addresses; anything else
// plays as a file. Only videos a player can play are gathered from the body.
import { describe, expect, it } from 'vitest'
import { playableMedia, videoSource } from '@/components/sections/media/video-source'
import type { BodyMedia } from '@/themes/contract'

describe('videoSource', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ&feature=share',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://www.youtube.com/shorts/dQw4w9WgXcQ',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
  ])('plays %s through youtube-nocookie', (url) => {
    expect(videoSource(url)).toEqual({ kind: 'youtube', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0' })
  })

  it('keeps a YouTube start time', () => {
    expect(videoSource('https://youtu.be/dQw4w9WgXcQ?t=1m30s').embedUrl).toContain('start=90')
    expect(videoSource('https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42').embedUrl).toContain('start=42')
  })

  it('plays Bilibili BV and av pages in the Bilibili player', () => {
    expect(videoSource('https://www.bilibili.com/video/BV1GJ411x7h7/?p=2')).toEqual({
      kind: 'bilibili',
      embedUrl: 'https://player.bilibili.com/player.html?bvid=BV1GJ411x7h7&page=2&autoplay=1',
    })
    expect(videoSource('https://www.bilibili.com/video/av170001').embedUrl).toBe('https://player.bilibili.com/player.html?aid=170001&page=1&autoplay=1')
    expect(videoSource('https://player.bilibili.com/player.html?bvid=BV1GJ411x7h7').kind).toBe('bilibili')
  })

  it.each([
    '/videos/intro.mp4',
    'https://cdn.example.com/a.webm',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/@channel',
    'https://www.bilibili.com/read/cv123',
    'not a url',
  ])('plays %s as a plain file', (url) => {
    expect(videoSource(url)).toEqual({ kind: 'file', embedUrl: url })
  })
})

describe('playableMedia', () => {
  const media = (kind: BodyMedia['kind'], url: string): BodyMedia => ({ blockId: url, kind, url, caption: '', aspectRatio: null })

  it('keeps every video block and only the embeds that are a known host video, in order', () => {
    const list = [
      media('embed', 'https://maps.example.com/x'),
      media('video', '/clip.mp4'),
      media('embed', 'https://www.bilibili.com/video/BV1GJ411x7h7'),
      media('embed', 'https://codepen.io/a/pen/b'),
      media('video', 'https://youtu.be/dQw4w9WgXcQ'),
    ]
    expect(playableMedia(list).map((m) => m.url)).toEqual([
      '/clip.mp4',
      'https://www.bilibili.com/video/BV1GJ411x7h7',
      'https://youtu.be/dQw4w9WgXcQ',
    ])
  })
})
