// A recording 2D context and a hand-driven animation-frame queue for effect tests.
export interface FakeContext {
  ctx: CanvasRenderingContext2D
  calls: string[]
  fills: string[]
}

export function fakeContext(): FakeContext {
  const calls: string[] = []
  const fills: string[] = []
  const state: Record<string | symbol, unknown> = {}
  const ctx = new Proxy(state, {
    get(target, name) {
      if (name in target) return target[name]
      return (..._args: unknown[]) => {
        calls.push(String(name))
        if (name === 'fill' || name === 'fillRect') fills.push(String(target.fillStyle))
      }
    },
    set(target, name, value) {
      target[name] = value
      return true
    },
  })
  return { ctx: ctx as unknown as CanvasRenderingContext2D, calls, fills }
}

export function installCanvas(): FakeContext {
  const fake = fakeContext()
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(fake.ctx as never)
  return fake
}

export function installFrames() {
  let next = 1
  const queue = new Map<number, FrameRequestCallback>()
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((cb) => {
    queue.set(next, cb)
    return next++
  })
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => {
    queue.delete(id)
  })
  return {
    pending: () => queue.size,
    /** Runs the frames scheduled so far (the ones they schedule wait for the next call). */
    flush(times = 1) {
      for (let i = 0; i < times; i++) {
        const due = [...queue.entries()]
        queue.clear()
        for (const [, cb] of due) cb(performance.now())
      }
    },
  }
}

let hidden = false
export function setTabHidden(value: boolean) {
  hidden = value
  Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden })
  document.dispatchEvent(new Event('visibilitychange'))
}
