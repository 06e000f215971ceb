import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { MusicPlayer } from '@/components/plugins/music/MusicPlayer'
import { playOrder } from '@/components/plugins/music/play-order'
import type { MusicPlugin } from '@/lib/plugins/types'
import { renderWithPlugins, resetPluginWorld } from './helpers'

const TRACKS = [
  { name: 'First', artist: 'Ann', url: '/m/1.mp3', cover: '' },
  { name: 'Second', artist: 'Bo', url: '/m/2.mp3', cover: '/m/2.jpg' },
  { name: 'Third', artist: '', url: '/m/3.mp3', cover: '' },
]
const config = (over: Partial<MusicPlugin> = {}): MusicPlugin => ({ tracks: TRACKS, autoplay: false, order: 'list', visible: true, ...over })

let play: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  resetPluginWorld()
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined)
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {})
})
afterEach(() => vi.restoreAllMocks())

const audio = () => screen.getByTestId('music-audio') as HTMLAudioElement

describe('music player', () => {
  it('shows the first track, downloads nothing until played, and steps through the list', () => {
    renderWithPlugins(<MusicPlayer config={config()} />, null)
    expect(screen.getByRole('region', { name: 'Music player' })).toBeInTheDocument()
    expect(screen.getByText('First')).toBeInTheDocument()
    expect(audio().getAttribute('src')).toBe('/m/1.mp3')
    expect(audio().getAttribute('preload')).toBe('none')
    fireEvent.click(screen.getByRole('button', { name: 'Next track' }))
    expect(audio().getAttribute('src')).toBe('/m/2.mp3')
    fireEvent.click(screen.getByRole('button', { name: 'Previous track' }))
    fireEvent.click(screen.getByRole('button', { name: 'Previous track' }))
    expect(audio().getAttribute('src')).toBe('/m/3.mp3')
  })

  it('plays and pauses from its button, and plays the next track at the end', () => {
    renderWithPlugins(<MusicPlayer config={config()} />, null)
    fireEvent.click(screen.getByRole('button', { name: 'Play' }))
    expect(play).toHaveBeenCalledOnce()
    act(() => {
      audio().dispatchEvent(new Event('play'))
    })
    expect(screen.getByRole('button', { name: 'Pause' })).toBeInTheDocument()
    act(() => {
      audio().dispatchEvent(new Event('ended'))
    })
    expect(audio().getAttribute('src')).toBe('/m/2.mp3')
    expect(audio().autoplay).toBe(true)
  })

  it('opens the playlist and plays a picked track', () => {
    renderWithPlugins(<MusicPlayer config={config()} />, null)
    fireEvent.click(screen.getByRole('button', { name: 'Playlist' }))
    fireEvent.click(screen.getByRole('button', { name: /Third/ }))
    expect(audio().getAttribute('src')).toBe('/m/3.mp3')
    expect(audio().autoplay).toBe(true)
  })

  it('tries to autoplay once the page is interactive, else on the first click', async () => {
    play.mockRejectedValueOnce(new DOMException('blocked', 'NotAllowedError'))
    renderWithPlugins(<MusicPlayer config={config({ autoplay: true })} />, null)
    expect(play).not.toHaveBeenCalled()
    await waitFor(() => expect(play).toHaveBeenCalledOnce())
    await act(async () => {
      await Promise.resolve()
    })
    fireEvent.pointerDown(document.body)
    expect(play).toHaveBeenCalledTimes(2)
  })

  it('plays without controls when hidden', () => {
    renderWithPlugins(<MusicPlayer config={config({ visible: false })} />, null)
    expect(screen.queryByRole('region')).toBeNull()
    expect(audio().getAttribute('src')).toBe('/m/1.mp3')
  })
})

describe('playOrder', () => {
  it('keeps list order, or shuffles every track exactly once', () => {
    expect(playOrder(4, 'list')).toEqual([0, 1, 2, 3])
    const shuffled = playOrder(4, 'random', () => 0)
    expect([...shuffled].sort()).toEqual([0, 1, 2, 3])
    expect(shuffled).not.toEqual([0, 1, 2, 3])
  })
})
