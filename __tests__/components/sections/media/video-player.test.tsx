// The video facade: nothing from a video host before play, a file video that preloads nothing,
// and a playlist whose entries switch the one player.
import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { HOST_PLAYER_ALLOW, VideoPlayer } from '@/components/sections/media/VideoPlayer'
import { VideoPlaylist, videoTitles } from '@/components/sections/media/VideoPlaylist'
import type { BodyMedia } from '@/themes/contract'

const YOUTUBE = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ'

describe('VideoPlayer', () => {
  it('loads no iframe and no host image until play is pressed, then the host player with narrow permissions', () => {
    const { container } = render(<VideoPlayer url={YOUTUBE} title="Intro" />)
    expect(container.querySelector('iframe')).toBeNull()
    expect(container.querySelector('img')).toBeNull()
    expect(container.innerHTML).not.toContain('dQw4w9WgXcQ')
    fireEvent.click(screen.getByRole('button', { name: /Intro/ }))
    const frame = container.querySelector('iframe')
    expect(frame?.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&rel=0')
    expect(frame?.getAttribute('allow')).toBe(HOST_PLAYER_ALLOW)
    expect(HOST_PLAYER_ALLOW.split('; ').sort()).toEqual(['autoplay', 'encrypted-media', 'fullscreen'])
    expect(frame?.getAttribute('title')).toBe('Intro')
  })

  it('plays a file in a native player that preloads nothing', () => {
    const { container } = render(<VideoPlayer url="/files/clip.mp4" title="Clip" aspectRatio={4 / 3} />)
    const video = container.querySelector('video')
    expect(video?.getAttribute('src')).toBe('/files/clip.mp4')
    expect(video?.getAttribute('preload')).toBe('none')
    expect(video?.hasAttribute('controls')).toBe(true)
    expect(container.querySelector('iframe')).toBeNull()
  })
})

describe('VideoPlaylist', () => {
  const videos: BodyMedia[] = [
    { blockId: 'a', kind: 'video', url: '/files/one.mp4', caption: 'First', aspectRatio: null },
    { blockId: 'b', kind: 'embed', url: YOUTUBE, caption: '', aspectRatio: null },
  ]

  it('names uncaptioned videos after the post, numbered when there are several', () => {
    expect(videoTitles(videos, 'Post')).toEqual(['First', 'Post · 2'])
    expect(videoTitles([videos[1]!], 'Post')).toEqual(['Post'])
  })

  it('shows one player and a list; choosing an entry switches the player back to its facade', () => {
    const { container } = render(<VideoPlaylist videos={videos} fallbackTitle="Post" />)
    expect(container.querySelectorAll('[data-video-player]')).toHaveLength(1)
    expect(container.querySelector('video')?.getAttribute('src')).toBe('/files/one.mp4')
    const entries = screen.getByRole('list').querySelectorAll('button')
    expect(entries[0]?.getAttribute('aria-current')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: 'Post · 2' }))
    expect(container.querySelector('video')).toBeNull()
    expect(container.querySelector('iframe')).toBeNull()
    expect(container.querySelector('[data-video-player="youtube"]')).not.toBeNull()
    expect(screen.getByRole('button', { name: 'Post · 2' }).getAttribute('aria-current')).toBe('true')
  })

  it('shows no list for a single video and nothing without videos', () => {
    const { container, rerender } = render(<VideoPlaylist videos={videos.slice(0, 1)} fallbackTitle="Post" />)
    expect(screen.queryByRole('list')).toBeNull()
    rerender(<VideoPlaylist videos={[]} fallbackTitle="Post" />)
    expect(container.innerHTML).toBe('')
  })
})
