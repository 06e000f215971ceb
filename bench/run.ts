// npm run bench — prints every benchmark's figures. Speed is measured here, never asserted.
import { benchBuild, printBuild } from './build'
import { benchNotionCalls, printCalls } from './notion-calls'
import { benchPageData, printPageData } from './page-data'
import { benchSearch, printSearch } from './search'

console.log('## Notion calls, 1,000-post synthetic workspace (stub on 127.0.0.1)\n')
printCalls(await benchNotionCalls(1000))
console.log('\n## Page data\n')
printPageData(await benchPageData(1000))
console.log('\n## Full-text search, 1,000 posts\n')
printSearch(await benchSearch(1000))
console.log('\n## Build time and first-load JS')
printBuild(await benchBuild(1000))
