// Where Folio's production server listens: `-p/--port` (else PORT, else 3000) and
// `-H/--hostname` (else HOST; unset listens on every interface). Pure, so it is tested alone.

export interface ServeOptions {
  port: number
  /** The address to bind; undefined binds every interface (IPv6 and IPv4). */
  hostname: string | undefined
}

export class ServeOptionsError extends Error {}

function portOf(raw: string): number {
  const port = Number(raw)
  if (!/^\d{1,5}$/.test(raw) || port < 1 || port > 65535) throw new ServeOptionsError(`not a port: "${raw}"`)
  return port
}

/** `[::1]` and `::1` both mean the IPv6 loopback. */
const bare = (host: string) => host.trim().replace(/^\[(.*)\]$/, '$1')

export function serveOptions(argv: readonly string[], env: Readonly<Record<string, string | undefined>>): ServeOptions {
  let port = env.PORT?.trim() ? portOf(env.PORT.trim()) : 3000
  let hostname = env.HOST?.trim() ? bare(env.HOST) : undefined
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? ''
    const [flag, inline] = arg.includes('=') ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)] : [arg, undefined]
    const value = () => {
      const v = inline ?? argv[++i]
      if (v === undefined || v === '') throw new ServeOptionsError(`${flag} needs a value`)
      return v
    }
    if (flag === '-p' || flag === '--port') port = portOf(value())
    else if (flag === '-H' || flag === '--hostname') hostname = bare(value())
    else throw new ServeOptionsError(`unknown option "${arg}" (use -p/--port and -H/--hostname)`)
  }
  return { port, hostname }
}
