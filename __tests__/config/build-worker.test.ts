// @vitest-environment node
// Next compiles in a build worker (which exits after compiling) only when next.config has no
// webpack() hook; with one it compiles in its main process and keeps that memory while it
// renders the pages (a 10,000-post build peaked at 2.1 GB, 1.4 GB with the worker).
import { afterEach, describe, expect, it, vi } from 'vitest'

async function loadConfig() {
  vi.resetModules()
  return (await import('@/next.config')).default
}

afterEach(() => {
  delete process.env.DEV_BUNDLE_ANALYZE
})

describe('next.config', () => {
  it('has no webpack hook, so Next compiles in its build worker', async () => {
    delete process.env.DEV_BUNDLE_ANALYZE
    const config = await loadConfig()
    expect(config.webpack).toBeUndefined()
    expect(config.experimental?.webpackBuildWorker).not.toBe(false)
  })

  it('adds its hook for the bundle report only (DEV_BUNDLE_ANALYZE)', async () => {
    process.env.DEV_BUNDLE_ANALYZE = 'true'
    const config = await loadConfig()
    expect(typeof config.webpack).toBe('function')
  })
})
