// Runs `fn` at most once per `wait` ms, and once more after the last call, so the final
// scroll position is always measured.
export interface Throttled {
  (): void
  cancel(): void
}

export function throttle(fn: () => void, wait: number): Throttled {
  let last = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  const run = () => {
    last = Date.now()
    timer = undefined
    fn()
  }
  const throttled = (() => {
    const remaining = wait - (Date.now() - last)
    if (remaining <= 0) {
      clearTimeout(timer)
      run()
    } else if (!timer) {
      timer = setTimeout(run, remaining)
    }
  }) as Throttled
  throttled.cancel = () => {
    clearTimeout(timer)
    timer = undefined
  }
  return throttled
}
