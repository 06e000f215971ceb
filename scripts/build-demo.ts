// Regenerates the bundled demo workspace: `npm run demo` (or `npx tsx scripts/build-demo.ts`).
// Output is byte-identical on every run; edit demo/content/ and run again.
import { join } from 'node:path'
import { writeDemo } from '@/demo/build'

const root = join(import.meta.dirname, '..')
const { pages, images } = writeDemo({
  workspaceDir: join(root, 'demo', 'workspace'),
  imagesDir: join(root, 'public', 'demo', 'images'),
})
console.log(
  `demo: wrote ${pages.length} pages to demo/workspace and ${images.length} images to public/demo/images`,
)
