// Issue 37's bench: a synthetic workspace of N posts with uploads (covers, images, files and
// mentions) through the Notion stub, built cold and rebuilt unchanged (`npm run build`'s steps),
// then served as `npm start` serves it and measured over HTTP and in Chromium. Prints every row
// of the table with its goal. About 12 minutes at 10,000 posts on the 2-core machine.
//   npm run bench -- --scale 10000 [--no-rebuild]
// One build at a time: it waits while another `next build` runs on the machine.
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { loadavg } from 'node:os'
import path from 'node:path'
import { measureBuild } from './build-cost'
import { printScaleTable, type ScaleFigures } from './report'
import { measureServing } from '../speed/serve-ratio'
import { LOAD, startServer, type ScaleServer } from './serving'
import { firstVisit, pageBytes, searchCost, sitemapFigures } from './site-bytes'
import { startScaleWorkspace } from './workspace'

const root = path.join(import.meta.dirname, '..', '..')
const PORT = 3461
const SEARCHES = ['lantern', '生活']

const otherBuilds = () => {
  try {
    return execFileSync('pgrep', ['-f', 'next build'], { encoding: 'utf8' }).trim()
  } catch {
    return '' // pgrep exits 1 when nothing matches
  }
}

/** Another build on this 2-core machine would be measured along with ours. */
async function waitForOtherBuilds(): Promise<void> {
  for (let waited = 0; otherBuilds(); waited++) {
    if (waited % 12 === 0) console.log('(waiting: another `next build` is running)')
    await new Promise((resolve) => setTimeout(resolve, 5_000))
  }
}

export async function benchScale(posts: number, { rebuild = true } = {}): Promise<ScaleFigures> {
  const distDir = `.next-scale-${posts}`
  const ws = await startScaleWorkspace(posts)
  const cleanups: (() => void)[] = [() => rmSync(path.join(root, distDir), { recursive: true, force: true })]
  try {
    await waitForOtherBuilds()
    const build = { stub: ws.stub, env: ws.env, distDir, publicDir: ws.publicDir }
    const cold = await measureBuild(build)
    const again = rebuild ? await measureBuild(build) : undefined
    const server: ScaleServer = await startServer(distDir, ws.env, PORT)
    cleanups.push(server.stop)
    server.mark('started')
    const pages = await pageBytes(server.base, ['/', '/page/2', '/category/Engineering', '/tag', '/search', '/archive'])
    const sitemap = await sitemapFigures(server.base)
    const visit = await firstVisit(server.base, `/article/post-${Math.ceil(posts / 2)}`)
    server.mark('pages, sitemap, first visit')
    const searches = []
    for (const query of SEARCHES) searches.push(await searchCost(server.base, query))
    server.mark('searches')
    const pagesServed = [{ label: '/', path: '/' }, { label: `article /article/post-${posts}`, path: `/article/post-${posts}` }]
    const rps = await measureServing(server.base, path.join(root, distDir), pagesServed, LOAD, server.pid)
    server.mark('load runs')
    const serverMemory = { peakMb: server.peakMb(), marks: server.marks }
    return { posts, cold, rebuild: again, pages, searches, sitemap, firstVisit: visit, serverMemory, rps }
  } finally {
    for (const cleanup of cleanups.reverse()) cleanup()
    await ws.remove()
  }
}

export async function runScaleBench(posts: number, rebuild: boolean): Promise<void> {
  const started = Date.now()
  console.log(`## Issue 37 at ${posts.toLocaleString('en')} posts (synthetic workspace with uploads, Notion stub on 127.0.0.1)\n`)
  const figures = await benchScale(posts, { rebuild })
  printScaleTable(figures)
  const load = loadavg().slice(0, 2).map((l) => l.toFixed(1)).join(' / ')
  console.log(`\n(${((Date.now() - started) / 60_000).toFixed(1)} min; load average at the end ${load})`)
}
