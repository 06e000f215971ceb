// The build's search step (lib/search/prebuild.ts) writing into the folder named on the command
// line instead of the project's public/, so a bench build never replaces the demo's static index.
//   npx tsx bench/scale/prebuild.ts <dir>
import { prebuildSearchIndexes } from '@/lib/search/prebuild'

const publicDir = process.argv[2]
if (!publicDir) throw new Error('usage: tsx bench/scale/prebuild.ts <dir>')
if (!(await prebuildSearchIndexes({ publicDir }))) process.exit(1)
