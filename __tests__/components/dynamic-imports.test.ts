// Next records which lazily loaded chunks a server render used (and the browser loads them
// before hydrating) only for a next/dynamic whose loader starts with the import() itself. A
// loader that calls a helper renders empty in the browser at first: a hydration error.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'

const root = path.join(import.meta.dirname, '..', '..')

function sources(dir: string): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name))
    .map((e) => path.join(e.parentPath, e.name))
}

/** Where a dynamic() loader does not begin with import(. */
export function hiddenImports(code: string): string[] {
  const found = []
  for (const m of code.matchAll(/\bdynamic(?:<[^>]*>)?\(\s*(?:async\s*)?\(\)\s*=>\s*/g)) {
    const after = code.slice((m.index ?? 0) + m[0].length)
    if (!after.startsWith('import(')) found.push(after.slice(0, 40).replace(/\s+/g, ' '))
  }
  return found
}

describe('next/dynamic loaders', () => {
  it('finds a loader that hides its import() behind a helper', () => {
    expect(hiddenImports("const A = dynamic(() => pieces().then((m) => m.A))")).toHaveLength(1)
    expect(hiddenImports("const A = dynamic(() =>\n    import('./a').then((m) => m.A))")).toEqual([])
    expect(hiddenImports("const A = dynamic<P>(() => import('./a'))")).toEqual([])
  })

  it.each(['components', 'themes', 'pages', 'lib'])('every loader in %s/ starts with import()', (dir) => {
    const bad = sources(dir).flatMap((file) => hiddenImports(readFileSync(file, 'utf8')).map((at) => `${path.relative(root, file)}: ${at}`))
    expect(bad).toEqual([])
  })
})
