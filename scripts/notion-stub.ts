// Serves a recorded workspace as Notion's /api/v3 until killed:
//   npx tsx scripts/notion-stub.ts --dir demo/workspace --port 7878
// or, with --public, as Notion's public API (baseUrl for @notionhq/client, token printed):
//   npm run stub -- --public --dir demo/workspace --port 7879
import { startNotionStub } from '@/lib/notion/stub'
import { parseStubArgs, STUB_USAGE } from '@/lib/notion/stub/cli-args'
import { startPublicNotionStub } from '@/lib/notion/public-stub'
import { parsePublicStubArgs, PUBLIC_STUB_USAGE } from '@/lib/notion/public-stub/cli-args'

function parse<T>(read: () => T, usage: string): T {
  try {
    return read()
  } catch (error) {
    console.error(`${(error as Error).message}\n${usage}`)
    process.exit(2)
  }
}

async function start(argv: string[]): Promise<{ lines: string[]; close(): Promise<void> }> {
  const isPublic = argv.includes('--public')
  const parsed = parse(
    () => (isPublic ? { public: parsePublicStubArgs(argv) } : { v3: parseStubArgs(argv) }),
    isPublic ? PUBLIC_STUB_USAGE : STUB_USAGE,
  )
  if (parsed.v3) {
    const stub = await startNotionStub(parsed.v3)
    return { lines: [stub.url], close: () => stub.close() }
  }
  const stub = await startPublicNotionStub(parsed.public)
  return { lines: [stub.url, `token: ${stub.token}`], close: () => stub.close() }
}

async function main(): Promise<void> {
  const stub = await start(process.argv.slice(2))
  for (const line of stub.lines) console.log(line)
  const stop = (): void => void stub.close().then(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

void main()
