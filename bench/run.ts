// npm run bench — prints every benchmark's figures. Speed is measured here, never asserted.
//   npm run bench -- --scale 10000 [--no-rebuild]   issue 37's table instead (bench/scale/run.ts)
import { benchBuild, printBuild } from './build'
import { benchNotionCalls, printCalls } from './notion-calls'
import { benchPageData, printPageData } from './page-data'
import { runScaleBench } from './scale/run'
import { benchSearch, printSearch } from './search'

const scale = process.argv.indexOf('--scale')
if (scale > 0) {
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
