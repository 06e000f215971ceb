import { act, fireEvent, render, waitFor } from '@testing-library/react'
import { createCanvasLoop } from '@/components/plugins/effects/canvas-loop'
import { EffectsPlugin } from '@/components/plugins/effects/EffectsPlugin'
import { Fireworks } from '@/components/plugins/effects/Fireworks'
import { MouseFollow } from '@/components/plugins/effects/MouseFollow'
import { Nest } from '@/components/plugins/effects/Nest'
import { Ribbon } from '@/components/plugins/effects/Ribbon'
import { Sakura } from '@/components/plugins/effects/Sakura'
import { StarrySky } from '@/components/plugins/effects/StarrySky'
import { burst } from '@/components/plugins/effects/fireworks'
import { installCanvas, installFrames, setTabHidden } from './canvas-fakes'

const COLORS = ['#ff5252', '#ffb300', '#40c4ff', '#69f0ae']

afterEach(() => {
  setTabHidden(false)
  document.documentElement.classList.remove('dark')
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('the canvas loop', () => {
  it('runs while wanted, stops while the tab is hidden and resumes when shown', () => {
    const frames = installFrames()
    const { ctx } = installCanvas()
    const frame = vi.fn(() => true)
    const loop = createCanvasLoop(document.createElement('canvas'), ctx, frame)
    expect(frames.pending()).toBe(0)
    loop.start()
    frames.flush(3)
    expect(frame).toHaveBeenCalledTimes(3)
    setTabHidden(true)
    expect(frames.pending()).toBe(0)
    frames.flush(3)
    expect(frame).toHaveBeenCalledTimes(3)
    setTabHidden(false)
    frames.flush(2)
    expect(frame).toHaveBeenCalledTimes(5)
    loop.destroy()
    expect(frames.pending()).toBe(0)
  })

  it('stops by itself when the frame has nothing left to draw', () => {
    const frames = installFrames()
    const { ctx } = installCanvas()
    let left = 2
    const loop = createCanvasLoop(document.createElement('canvas'), ctx, () => --left > 0)
    loop.start()
    frames.flush(5)
    expect(left).toBe(0)
    expect(frames.pending()).toBe(0)
  })
})

describe('fireworks', () => {
  it('bursts in the configured colours where the visitor clicks, then stops its loop', () => {
    const frames = installFrames()
    const fake = installCanvas()
    const { container } = render(<Fireworks colors={COLORS} />)
    expect(container.querySelector('canvas[data-effect="fireworks"]')).toHaveClass('pointer-events-none')
    expect(frames.pending()).toBe(0)
    fireEvent.click(document.body, { clientX: 100, clientY: 80 })
    expect(frames.pending()).toBe(1)
    frames.flush(3)
    expect(fake.fills.length).toBeGreaterThan(0)
    for (const colour of fake.fills) expect(COLORS).toContain(colour)
    frames.flush(200)
    expect(frames.pending()).toBe(0)
  })

  it('uses every colour it is given', () => {
    let i = 0
    // Five values against four draws per particle: each particle gets a different colour draw.
    const sequence = () => [0.1, 0.3, 0.6, 0.9, 0.45][i++ % 5] as number
    const colours = new Set(burst(0, 0, COLORS, sequence).map((p) => p.color))
    expect(colours.size).toBeGreaterThan(1)
    for (const c of colours) expect(COLORS).toContain(c)
  })
})

describe('ambient effects', () => {
  it.each([
    ['sakura', <Sakura key="s" />],
    ['nest', <Nest key="n" />],
  ])('%s animates on a canvas and pauses while the tab is hidden', (name, element) => {
    const frames = installFrames()
    const fake = installCanvas()
    const { container, unmount } = render(element)
    expect(container.querySelector(`canvas[data-effect="${name}"]`)).not.toBeNull()
    frames.flush(2)
    expect(fake.calls.length).toBeGreaterThan(0)
    setTabHidden(true)
    expect(frames.pending()).toBe(0)
    setTabHidden(false)
    expect(frames.pending()).toBe(1)
    unmount()
    expect(frames.pending()).toBe(0)
  })

  it('the starry sky runs only in dark mode', () => {
    const frames = installFrames()
    installCanvas()
    render(<StarrySky />)
    expect(frames.pending()).toBe(0)
    act(() => document.documentElement.classList.add('dark'))
    return waitFor(() => expect(frames.pending()).toBe(1)).then(() => {
      frames.flush(2)
      setTabHidden(true)
      expect(frames.pending()).toBe(0)
    })
  })

  it('the ribbon is drawn once without a loop, and again on click', () => {
    const frames = installFrames()
    const fake = installCanvas()
    render(<Ribbon />)
    const drawn = fake.fills.length
    expect(drawn).toBeGreaterThan(0)
    expect(frames.pending()).toBe(0)
    fireEvent.click(document.body)
    expect(fake.fills.length).toBeGreaterThan(drawn)
  })

  it('the pointer trail runs only while the pointer moves, in its colour', () => {
    const frames = installFrames()
    const fake = installCanvas()
    render(<MouseFollow color="#123456" />)
    expect(frames.pending()).toBe(0)
    fireEvent.pointerMove(window, { clientX: 5, clientY: 5 })
    frames.flush(1)
    expect(fake.fills).toContain('#123456')
    frames.flush(40)
    expect(frames.pending()).toBe(0)
  })
})

describe('EffectsPlugin', () => {
  it('mounts the effects that are on', async () => {
    installFrames()
    installCanvas()
    const { container } = render(<EffectsPlugin config={{ fireworks: { colors: COLORS }, ribbon: true }} />)
    await waitFor(() => expect(container.querySelectorAll('canvas')).toHaveLength(2))
    expect(container.querySelector('[data-effect="sakura"]')).toBeNull()
  })

  it('shows none to visitors who ask for reduced motion', async () => {
    installCanvas()
    // The same effect does show without the preference (and its chunk is loaded by then).
    const before = render(<EffectsPlugin config={{ fireworks: { colors: COLORS } }} />)
    await waitFor(() => expect(before.container.querySelector('canvas')).not.toBeNull())
    before.unmount()
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query.includes('reduce'),
      addEventListener() {},
      removeEventListener() {},
    }))
    const { container } = render(<EffectsPlugin config={{ fireworks: { colors: COLORS } }} />)
    await new Promise((r) => setTimeout(r, 30))
    expect(container.querySelector('canvas')).toBeNull()
  })
})
