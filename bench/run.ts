// npm run bench — prints every benchmark's figures. Speed is measured here, never asserted.
import { benchNotionCalls, printCalls } from './notion-calls'

console.log('## Notion calls, 1,000-post synthetic workspace (stub on 127.0.0.1)\n')
printCalls(await benchNotionCalls(1000))
