// Arguments of scripts/notion-stub.ts, parsed apart from the script so they can be tested.
import type { RecordShape } from './records'
import type { StubOptions } from './types'

const SHAPES: readonly RecordShape[] = ['as-recorded', 'classic', 'wrapped2026']

export const STUB_USAGE =
  'usage: tsx scripts/notion-stub.ts --dir <snapshot dir> [--port 7878] [--shape as-recorded|classic|wrapped2026] [--chunk-block-limit N] [--query-results reducer|legacy]'

export function toInteger(flag: string, value: string, min: number): number {
  const number = Number(value)
  if (!Number.isInteger(number) || number < min)
    throw new Error(`${flag} must be an integer >= ${min}, got "${value}"`)
  return number
}

/** `--flag value` and `--flag=value` pairs in order; throws when a flag has no value. */
export function* flagValues(argv: readonly string[]): Generator<{ arg: string; flag: string; value: string }> {
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] as string
    const [flag = arg, inline] =
      arg.startsWith('--') && arg.includes('=') ? arg.split(/=(.*)/s, 2) : [arg, undefined]
    const value = inline ?? argv[++i]
    if (value === undefined) throw new Error(`${flag} needs a value`)
    yield { arg, flag, value }
  }
}

/** Accepts `--flag value` and `--flag=value`; throws with a readable message on anything else. */
export function parseStubArgs(argv: readonly string[]): StubOptions & { dir: string } {
  const options: StubOptions = {}
  for (const { arg, flag, value } of flagValues(argv)) {
    if (flag === '--dir') options.dir = value
    else if (flag === '--port') options.port = toInteger(flag, value, 0)
    else if (flag === '--chunk-block-limit') options.chunkBlockLimit = toInteger(flag, value, 1)
    else if (flag === '--query-results') {
      if (value !== 'reducer' && value !== 'legacy') throw new Error('--query-results must be reducer or legacy')
      options.queryResults = value
    } else if (flag === '--shape') {
      const shape = SHAPES.find((candidate) => candidate === value)
      if (!shape) throw new Error(`--shape must be one of ${SHAPES.join(', ')}`)
      options.shape = shape
    } else throw new Error(`unknown argument "${arg}"`)
  }
  if (!options.dir) throw new Error('--dir is required')
  return { ...options, dir: options.dir }
}
