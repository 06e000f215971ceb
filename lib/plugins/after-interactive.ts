// Runs work once the page is interactive: after the load event, in an idle moment. Outside
// scripts start here so they never compete with the page's own first paint and hydration.
type Cancel = () => void

function whenIdle(run: () => void): Cancel {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout: 2000 })
    return () => window.cancelIdleCallback(handle)
  }
  const handle = window.setTimeout(run, 1)
  return () => window.clearTimeout(handle)
}

export function afterInteractive(run: () => void): Cancel {
  let cancelIdle: Cancel | undefined
  const start = () => {
    cancelIdle = whenIdle(run)
  }
  if (document.readyState === 'complete') {
    start()
    return () => cancelIdle?.()
  }
  window.addEventListener('load', start, { once: true })
  return () => {
    window.removeEventListener('load', start)
    cancelIdle?.()
  }
}
