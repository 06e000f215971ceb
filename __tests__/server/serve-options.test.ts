// @vitest-environment node
import { serveOptions, ServeOptionsError } from '@/lib/server/serve-options'

describe('serveOptions', () => {
  it('defaults to port 3000 on every interface', () => {
    expect(serveOptions([], {})).toEqual({ port: 3000, hostname: undefined })
  })

  it('reads PORT and HOST, and flags win over them', () => {
    expect(serveOptions([], { PORT: '4000', HOST: '127.0.0.1' })).toEqual({ port: 4000, hostname: '127.0.0.1' })
    expect(serveOptions(['-p', '5000', '-H', '::1'], { PORT: '4000', HOST: '127.0.0.1' })).toEqual({ port: 5000, hostname: '::1' })
    expect(serveOptions(['--port=5001', '--hostname=[::1]'], {})).toEqual({ port: 5001, hostname: '::1' })
  })

  it('rejects a bad port, a missing value and an unknown option with a clear message', () => {
    expect(() => serveOptions(['-p', 'http'], {})).toThrow(ServeOptionsError)
    expect(() => serveOptions(['-p', '70000'], {})).toThrow(/not a port/)
    expect(() => serveOptions(['-H'], {})).toThrow(/needs a value/)
    expect(() => serveOptions(['--turbo'], {})).toThrow(/unknown option "--turbo"/)
  })
})
