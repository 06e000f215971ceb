// Server only (node:fs): reached from getStaticProps through lib/routes/chrome.ts, never from a
// page component. The owner's own files are linked when their switch is on AND the file is
// deployed under public/, so a switch left on without its file costs no 404 on every page.
// Each existsSync() gets a literal path, which file tracing can follow to ship the file with a
// function that regenerates pages.
import { existsSync } from 'node:fs'
import path from 'node:path'
import type { SiteConfig } from '@/lib/config'
import { CUSTOM_CSS_PATH, CUSTOM_JS_PATH, type OwnerFiles } from './select/assets'

const warned = new Set<string>()

function deployed(setting: string, sitePath: string, exists: boolean): boolean {
  if (!exists && !warned.has(setting)) {
    warned.add(setting)
    console.warn(`[plugins] ${setting} is on but public${sitePath} does not exist: it is not loaded`)
  }
  return exists
}

/** Looks in `<cwd>/public` (where Next serves public files from), only for switches that are on. */
export function deployedOwnerFiles(c: Pick<SiteConfig, 'CUSTOM_CSS_ENABLED' | 'CUSTOM_JS_ENABLED'>): OwnerFiles {
  return {
    css:
      c.CUSTOM_CSS_ENABLED &&
      deployed('CUSTOM_CSS_ENABLED', CUSTOM_CSS_PATH, existsSync(path.join(process.cwd(), 'public', 'css', 'custom.css'))),
    js:
      c.CUSTOM_JS_ENABLED &&
      deployed('CUSTOM_JS_ENABLED', CUSTOM_JS_PATH, existsSync(path.join(process.cwd(), 'public', 'js', 'custom.js'))),
  }
}

/** Tests only: warn again. */
export function forgetOwnerFileWarnings(): void {
  warned.clear()
}
