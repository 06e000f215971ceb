import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { MusicPlayer } from '@/components/plugins/music/MusicPlayer'
import { PLAYER_ICONS } from '@/components/plugins/music/icons'
import { playOrder } from '@/components/plugins/music/play-order'
import type { MusicPlugin } from '@/lib/plugins/types'
import { renderWithPlugins, resetPluginWorld } from './helpers'

const TRACKS = [
  { name: 'First', artist: 'Ann', url: '/m/1.mp3', cover: '' },
  { name: 'Second', artist: 'Bo', url: '/m/2.mp3', cover: '/m/2.jpg' },
  { name: 'Third', artist: '', url: '/m/3.mp3', cover: '' },
]
const config = (over: Partial<MusicPlugin> = {}): MusicPlugin => ({ tracks: TRACKS, autoplay: false, order: 'list', visible: true, ...over })

// jsdom plays nothing: this stands in for the browser's playback state and events.
const playing = new WeakSet<HTMLMediaElement>()
let play: ReturnType<typeof vi.spyOn>
let fetchSpy: ReturnType<typeof vi.spyOn>
beforeEach(() => {
  resetPluginWorld()
  fetchSpy = vi.spyOn(globalThis, 'fetch')
  vi.spyOn(HTMLMediaElement.prototype, 'paused', 'get').mockImplementation(function (this: HTMLMediaElement) {
    return !playing.has(this)
  })
  play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockImplementation(async function (this: HTMLMediaElement) {
    playing.add(this)
    this.dispatchEvent(new Event('play'))
  })
  vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(function (this: HTMLMediaElement) {
    playing.delete(this)
    this.dispatchEvent(new Event('pause'))
  })
})
afterEach(() => {
  // Nothing the player drew asked the network for anything (Iconify's icons would).
  expect(fetchSpy).not.toHaveBeenCalled()
  vi.restoreAllMocks()
})

const audio = () => document.querySelector('audio') as HTMLAudioElement
const button = (name: string | RegExp) => screen.getByRole('button', { name })

describe('music player', () => {
  it('shows the first track, downloads nothing until played, and steps through the list', () => {
    renderWithPlugins(<MusicPlayer config={config()} />, null)
    expect(screen.getByRole('region', { name: 'Music player' })).toBeInTheDocument()
    expect(screen.getByText('First')).toBeInTheDocument()
    expect(screen.getByText('Ann')).toBeInTheDocument()
    expect(audio().getAttribute('src')).toBe('/m/1.mp3')
    expect(audio().getAttribute('preload')).toBe('none')
    expect(document.querySelector('img')).toBeNull()
    fireEvent.click(button('Next track'))
    expect(audio().getAttribute('src')).toBe('/m/2.mp3')
    expect(document.querySelector('img')?.getAttribute('src')).toBe('/m/2.jpg')
    fireEvent.click(button('Previous track'))
    fireEvent.click(button('Previous track'))
    expect(audio().getAttribute('src')).toBe('/m/3.mp3')
    expect(play).not.toHaveBeenCalled()
  })

  it('plays and pauses from its button, and plays the next track at the end', async () => {
    renderWithPlugins(<MusicPlayer config={config()} />, null)
    fireEvent.click(button('Play'))
    expect(play).toHaveBeenCalledOnce()
    await waitFor(() => expect(button('Pause')).toBeInTheDocument())
    fireEvent.click(button('Pause'))
    await waitFor(() => expect(button('Play')).toBeInTheDocument())
    fireEvent.click(button('Play'))
    act(() => {
      playing.delete(audio())
      audio().dispatchEvent(new Event('ended'))
    })
    expect(audio().getAttribute('src')).toBe('/m/2.mp3')
    await waitFor(() => expect(play).toHaveBeenCalledTimes(3))
  })

  it('keeps playing across next/previous only when it was playing', async () => {
    renderWithPlugins(<MusicPlayer config={config()} />, null)
    fireEvent.click(button('Next track'))
    expect(play).not.toHaveBeenCalled()
    fireEvent.click(button('Play'))
    fireEvent.click(button('Next track'))
    expect(audio().getAttribute('src')).toBe('/m/3.mp3')
    await waitFor(() => expect(play).toHaveBeenCalledTimes(2))
  })

  it('opens the playlist and plays a picked track', async () => {
    renderWithPlugins(<MusicPlayer config={config()} />, null)
    fireEvent.click(button('Playlist'))
    expect(button('Playlist')).toHaveAttribute('aria-expanded', 'true')
    fireEvent.click(within(screen.getByRole('list')).getByRole('button', { name: /Third/ }))
    expect(audio().getAttribute('src')).toBe('/m/3.mp3')
    await waitFor(() => expect(play).toHaveBeenCalledOnce())
  })

  it('plays tracks in a shuffled order when asked', () => {
    vi.spyOn(Math, 'random').mockReturnValue(0)
    renderWithPlugins(<MusicPlayer config={config({ order: 'random' })} />, null)
    // playOrder(3, random, () => 0) is [1, 2, 0].
    expect(audio().getAttribute('src')).toBe('/m/2.mp3')
    fireEvent.click(button('Next track'))
    expect(audio().getAttribute('src')).toBe('/m/3.mp3')
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
    fireEvent.pointerDown(document.body)
    expect(play).toHaveBeenCalledTimes(2)
  })

  it('leaves a first click on its play button to the button (no start-then-pause)', async () => {
    play.mockRejectedValueOnce(new DOMException('blocked', 'NotAllowedError'))
    renderWithPlugins(<MusicPlayer config={config({ autoplay: true })} />, null)
    await waitFor(() => expect(play).toHaveBeenCalledOnce())
    await act(async () => {
      await Promise.resolve()
    })
    const playButton = button('Play')
    fireEvent.pointerDown(playButton)
    fireEvent.click(playButton)
    expect(play).toHaveBeenCalledTimes(2)
    await waitFor(() => expect(button('Pause')).toBeInTheDocument())
  })

  it('plays without controls when hidden', () => {
    renderWithPlugins(<MusicPlayer config={config({ visible: false })} />, null)
    expect(screen.queryByRole('region')).toBeNull()
    expect(audio().getAttribute('src')).toBe('/m/1.mp3')
  })

  it('draws only its own icons, for every icon the package can show', () => {
    expect(Object.keys(PLAYER_ICONS).sort()).toEqual(
      ['forward', 'loop', 'loopOff', 'next', 'pause', 'play', 'previous', 'rewind', 'volume', 'volumeMute'].sort(),
    )
    const { container } = renderWithPlugins(<MusicPlayer config={config()} />, null)
    fireEvent.click(button('Mute'))
    fireEvent.click(button('Play'))
    const icons = [...container.querySelectorAll('svg')].map((svg) => svg.getAttribute('data-icon'))
    expect(icons).toEqual(expect.arrayContaining(['playlist', 'previous', 'pause', 'next', 'volume-mute']))
    expect(icons).not.toContain(null)
    // Iconify's placeholder for an icon it still has to fetch.
    expect(container.querySelector('span.iconify, [class*="iconify"]')).toBeNull()
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
