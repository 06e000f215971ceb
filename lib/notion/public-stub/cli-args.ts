// Arguments of `npm run stub -- --public …`, parsed apart from the script so they can be tested.
import { flagValues, toInteger } from '../stub/cli-args'
import { NOTION_RATE_LIMIT } from './rate-limit'
import type { PublicStubOptions } from './types'

export const PUBLIC_STUB_USAGE =
  'usage: tsx scripts/notion-stub.ts --public --dir <snapshot dir> [--port 7879] [--token T] [--shared id,id] [--file-ttl-ms N] [--rate-limit notion|<per second>/<burst>]'

function rateLimitOf(value: string): PublicStubOptions['rateLimit'] {
  if (value === 'notion') return NOTION_RATE_LIMIT
  const match = /^(\d+(?:\.\d+)?)\/(\d+)$/.exec(value)
  if (!match) throw new Error('--rate-limit must be "notion" or <per second>/<burst>, e.g. 3/10')
  return { perSecond: Number(match[1]), burst: Number(match[2]) }
}

/** Accepts `--flag value` and `--flag=value` (after `--public`); throws with a readable message on anything else. */
export function parsePublicStubArgs(argv: readonly string[]): PublicStubOptions & { dir: string } {
  const options: PublicStubOptions = {}
  for (const { arg, flag, value } of flagValues(argv.filter((arg) => arg !== '--public'))) {
    if (flag === '--dir') options.dir = value
    else if (flag === '--port') options.port = toInteger(flag, value, 0)
    else if (flag === '--token') options.token = value
    else if (flag === '--shared') options.shared = value.split(',').filter(Boolean)
    else if (flag === '--file-ttl-ms') options.fileTtlMs = toInteger(flag, value, 1)
    else if (flag === '--rate-limit') options.rateLimit = rateLimitOf(value)
    else throw new Error(`unknown argument "${arg}"`)
  }
  if (!options.dir) throw new Error('--dir is required')
  return { ...options, dir: options.dir }
}
