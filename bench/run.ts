// npm run bench — prints every benchmark's figures. Speed is measured here, never asserted.
//   npm run bench -- --scale 10000 [--no-rebuild]   issue 37's table instead (bench/scale/run.ts)
//   npm run bench -- --sources [1000]   each Notion source's data fetch instead (bench/source-calls.ts;
//     the public API at its real 3/s: about a quarter of an hour for 1,000 posts)
import { benchBuild, printBuild } from './build'
import { benchNotionCalls, printCalls } from './notion-calls'
import { benchPageData, printPageData } from './page-data'
import { runScaleBench } from './scale/run'
import { benchSearch, printSearch } from './search'
import { benchSourceCalls } from './source-calls'

const scale = process.argv.indexOf('--scale')
const sources = process.argv.indexOf('--sources')
if (sources > 0) {
  const posts = Number(process.argv[sources + 1] ?? 1000)
  if (!Number.isInteger(posts) || posts < 1) throw new Error('usage: npm run bench -- --sources [posts]')
  console.log(`## Data fetch per Notion source, ${posts}-post synthetic workspace (stubs on 127.0.0.1)\n`)
  printCalls(await benchSourceCalls(posts))
} else if (scale > 0) {
  const posts = Number(process.argv[scale + 1])
  if (!Number.isInteger(posts) || posts < 1) throw new Error('usage: npm run bench -- --scale <posts> [--no-rebuild]')
  await runScaleBench(posts, !process.argv.includes('--no-rebuild'))
} else {
  console.log('## Notion calls, 1,000-post synthetic workspace (stub on 127.0.0.1)\n')
  printCalls(await benchNotionCalls(1000))
  console.log('\n## Page data\n')
  printPageData(await benchPageData(1000))
  console.log('\n## Full-text search, 1,000 posts\n')
  printSearch(await benchSearch(1000))
  console.log('\n## Build time and first-load JS')
  printBuild(await benchBuild(1000))
}
