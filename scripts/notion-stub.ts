// Serves a recorded workspace as Notion's /api/v3 until killed:
//   npx tsx scripts/notion-stub.ts --dir demo/workspace --port 7878
import { startNotionStub } from '@/lib/notion/stub'
import { parseStubArgs, STUB_USAGE } from '@/lib/notion/stub/cli-args'

async function main(): Promise<void> {
  let options
  try {
    options = parseStubArgs(process.argv.slice(2))
  } catch (error) {
    console.error(`${(error as Error).message}\n${STUB_USAGE}`)
    process.exit(2)
  }
  const stub = await startNotionStub(options)
  console.log(stub.url)
  const stop = (): void => void stub.close().then(() => process.exit(0))
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

void main()
