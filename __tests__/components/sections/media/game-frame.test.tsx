// The game frame: nothing requested before Play, a sandboxed frame after it, a failure message
// (retry, open in a new tab) when the frame does not load in time, and full screen on the wrapper.
import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { GameFrame } from '@/components/sections/media/GameFrame'
import type { GameSource } from '@/components/sections/media/game-source'
import { I18nProvider } from '@/lib/i18n/react'
import { resetRouter } from '@/__tests__/fixtures/router'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const remote: GameSource = { url: 'https://games.example/tetris', aspectRatio: null, from: 'ext' }
const local: GameSource = { url: '/games/snake.html', aspectRatio: 4 / 3, from: 'embed' }

function renderFrame(source: GameSource = remote) {
  return render(
    <I18nProvider locale="en-US">
      <GameFrame source={source} title="Tetris" timeoutMs={5000} />
    </I18nProvider>,
  )
}

const frame = () => document.querySelector('iframe')
const play = () => fireEvent.click(screen.getByRole('button', { name: 'Play Tetris' }))

describe('GameFrame', () => {
  beforeEach(() => {
    resetRouter('/')
    vi.useFakeTimers()
  })
  afterEach(() => vi.useRealTimers())

  it('requests nothing before Play', () => {
    renderFrame()
    expect(frame()).toBeNull()
    expect(document.querySelector('[src*="games.example"]')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Full screen' })).toBeNull()
  })

  it('loads a sandboxed frame with the game permissions on Play', () => {
    renderFrame()
    play()
    const iframe = frame()!
    expect(iframe.getAttribute('src')).toBe(remote.url)
    expect(iframe.getAttribute('title')).toBe('Game: Tetris')
    expect(iframe.getAttribute('sandbox')).toContain('allow-scripts')
    expect(iframe.getAttribute('sandbox')).toContain('allow-same-origin')
    expect(iframe.getAttribute('allow')).toContain('fullscreen')
    expect(iframe.getAttribute('allow')).toContain('gamepad')
  })

  it("never gives a game from the site's own origin the same origin", () => {
    renderFrame(local)
    play()
    expect(frame()!.getAttribute('sandbox')).not.toContain('allow-same-origin')
  })

  it('says so when the frame does not load in time, with a retry and a new-tab link', () => {
    renderFrame()
    play()
    act(() => vi.advanceTimersByTime(5001))
    expect(screen.getByRole('alert').textContent).toContain('The game did not load.')
    expect(frame()).toBeNull()
    const link = screen.getByRole('link', { name: 'Open in a new tab' })
    expect(link.getAttribute('href')).toBe(remote.url)
    expect(link.getAttribute('rel')).toContain('noopener')
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(frame()).not.toBeNull()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('keeps a frame that loaded, past the bound', () => {
    renderFrame()
    play()
    fireEvent.load(frame()!)
    act(() => vi.advanceTimersByTime(60000))
    expect(screen.queryByRole('alert')).toBeNull()
    expect(document.querySelector('[data-game-frame]')!.getAttribute('data-game-frame')).toBe('loaded')
  })

  it('puts the wrapper in full screen', () => {
    Object.defineProperty(document, 'fullscreenEnabled', { value: true, configurable: true })
    const request = vi.fn(() => Promise.resolve())
    HTMLElement.prototype.requestFullscreen = request
    renderFrame()
    play()
    fireEvent.click(screen.getByRole('button', { name: 'Full screen' }))
    expect(request).toHaveBeenCalledTimes(1)
    expect(request.mock.contexts[0]).toBe(document.querySelector('[data-game-frame]'))
  })
})
