// The animation loop every effect shares: a full-window canvas sized for the screen's pixel
// density, a requestAnimationFrame loop that runs only while the effect has something to draw,
// and that stops while the tab is hidden (and resumes when it is shown again).

export type Frame = (ctx: CanvasRenderingContext2D, width: number, height: number) => boolean

export interface CanvasLoop {
  readonly width: number
  readonly height: number
  /** (Re)starts the loop; `frame` returning false stops it until the next start(). */
  start(): void
  stop(): void
  destroy(): void
}

export function createCanvasLoop(canvas: HTMLCanvasElement, ctx: CanvasRenderingContext2D, frame: Frame): CanvasLoop {
  let handle: number | undefined
  let wanted = false
  let width = 0
  let height = 0

  const resize = () => {
    const ratio = Math.min(window.devicePixelRatio || 1, 2)
    width = window.innerWidth
    height = window.innerHeight
    canvas.width = Math.floor(width * ratio)
    canvas.height = Math.floor(height * ratio)
    ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
  }
  const tick = () => {
    handle = undefined
    if (!wanted || document.hidden) return
    if (frame(ctx, width, height)) handle = window.requestAnimationFrame(tick)
    else wanted = false
  }
  const run = () => {
    if (handle === undefined && wanted && !document.hidden) handle = window.requestAnimationFrame(tick)
  }
  const halt = () => {
    if (handle !== undefined) window.cancelAnimationFrame(handle)
    handle = undefined
  }
  const onVisibility = () => (document.hidden ? halt() : run())

  resize()
  window.addEventListener('resize', resize)
  document.addEventListener('visibilitychange', onVisibility)
  return {
    get width() {
      return width
    },
    get height() {
      return height
    },
    start() {
      wanted = true
      run()
    },
    stop() {
      wanted = false
      halt()
    },
    destroy() {
      wanted = false
      halt()
      window.removeEventListener('resize', resize)
      document.removeEventListener('visibilitychange', onVisibility)
    },
  }
}
