// Which first-load scripts are the framework's (the floor every Next.js page pays) and what
// each chunk holds, from the build's bundle-stats.json (scripts/bundle-stats-plugin.ts).
import type { BundleChunk } from '../../scripts/bundle-stats-plugin'

/**
 * React and Next's runtime: framework, main, webpack, the default _app wrapper and the build
 * manifests. Everything else a page fetches is the site's own.
 */
export function isFrameworkScript(src: string): boolean {
  const file = src.split('?')[0] ?? ''
  return (
    /\/static\/chunks\/(?:framework|main|webpack)-[\w-]+\.js$/.test(file) ||
    /\/static\/chunks\/pages\/_app-[\w-]+\.js$/.test(file) ||
    /\/static\/[^/]+\/_(?:buildManifest|ssgManifest)\.js$/.test(file)
  )
}

/** The bundle-stats chunk that produced a served script (`/_next/static/chunks/x.js`). */
export function chunkForScript(stats: readonly BundleChunk[], src: string): BundleChunk | undefined {
  const file = decodeURIComponent(src.split('?')[0] ?? '').replace(/^.*?\/_next\//, '')
  return stats.find((chunk) => chunk.files.includes(file))
}

export interface ModuleGroup {
  name: string
  size: number
  /** How many modules were added up (a package's files). */
  modules: number
}

/**
 * Modules from packages are added up per package (`react-dom`, `@scope/pkg`); the project's
 * own files stay one by one. `isProjectPath` says whether a short module name is a project path
 * (the plugin strips `node_modules/` from package modules).
 */
export function groupModules(
  modules: readonly { name: string; size: number }[],
  isProjectPath: (name: string) => boolean,
  top = 8,
): ModuleGroup[] {
  const groups = new Map<string, ModuleGroup>()
  for (const m of modules) {
    // A module webpack gives no file (runtime and generated code) comes as '?' or ''.
    const key = m.name === '?' || m.name === '' ? '(unnamed)' : isProjectPath(m.name) ? m.name : packageOf(m.name)
    const group = groups.get(key) ?? { name: key, size: 0, modules: 0 }
    group.size += m.size
    group.modules += 1
    groups.set(key, group)
  }
  return [...groups.values()].sort((a, b) => b.size - a.size).slice(0, top)
}

export function packageOf(name: string): string {
  const parts = name.split('/')
  return name.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? name)
}
