// Which JavaScript files belong to one theme only, read from the build the server runs.
// themes/roots.generated.tsx loads each theme through its own next/dynamic import, which Next
// records in react-loadable-manifest.json as "themes/roots.generated.tsx -> ./<name>" with the
// files that import needs; a theme's own lazy imports are recorded under "themes/<name>/…".
// A theme's own files are those no other theme, no other lazy import and no page loads.
import { readFileSync } from 'node:fs'
import path from 'node:path'

export const DIST_DIR = path.join(import.meta.dirname, '..', '..', process.env.FOLIO_DIST_DIR || '.next')

type LoadableManifest = Record<string, { files: string[] }>
interface BuildManifest {
  rootMainFiles?: string[]
  polyfillFiles?: string[]
  pages: Record<string, string[]>
}

function readJson<T>(file: string): T {
  return JSON.parse(readFileSync(path.join(DIST_DIR, file), 'utf8')) as T
}

function themeOf(entry: string): string | undefined {
  return /^themes\/roots\.generated\.tsx -> \.\/([\w-]+)$/.exec(entry)?.[1] ?? /^themes\/([\w-]+)\//.exec(entry)?.[1]
}

/** Each theme's own script files, as `static/chunks/…` paths. */
export function themeOwnChunks(): Map<string, Set<string>> {
  const loadable = readJson<LoadableManifest>('react-loadable-manifest.json')
  const pages = readJson<BuildManifest>('build-manifest.json')
  const users = new Map<string, Set<string>>()
  const record = (file: string, user: string) => users.set(file, (users.get(file) ?? new Set()).add(user))
  for (const [entry, { files }] of Object.entries(loadable)) {
    for (const file of files) record(file, themeOf(entry) ?? `lazy:${entry}`)
  }
  const pageFiles = [...(pages.rootMainFiles ?? []), ...(pages.polyfillFiles ?? []), ...Object.values(pages.pages).flat()]
  for (const file of pageFiles) record(file, 'page')
  const own = new Map<string, Set<string>>()
  for (const [file, by] of users) {
    const [only] = by
    if (by.size !== 1 || !only || only === 'page' || only.startsWith('lazy:') || !file.endsWith('.js')) continue
    own.set(only, (own.get(only) ?? new Set()).add(file))
  }
  return own
}

/** The build the files above come from, to compare with the page's __NEXT_DATA__.buildId. */
export function distBuildId(): string {
  return readFileSync(path.join(DIST_DIR, 'BUILD_ID'), 'utf8').trim()
}

/** `/_next/static/chunks/a.js?x` → `static/chunks/a.js` (the manifests' names). */
export function manifestName(url: string): string {
  return decodeURIComponent(new URL(url).pathname.replace(/^.*?\/_next\//, ''))
}
