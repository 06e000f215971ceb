// Files a body names by site path (`/demo/images/a.svg`: the owner's public/ folder) must be
// requested under SUB_PATH's base path, and nothing in the renderer adds it: react-notion-x
// writes these sources into <img>, <video>, <audio>, <iframe> and links as they are. So every
// body gets them prefixed once, on the server, before any renderer or fallback sees it.
import type { BodyRecordMap } from './body-extras'

const isSitePath = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//')

const FORMAT_KEYS = ['display_source', 'page_cover', 'page_icon'] as const

export function withSitePathsUnder(body: BodyRecordMap, basePath: string): BodyRecordMap {
  if (!basePath) return body
  const under = (path: string) => `${basePath}${path}`
  let changed = false
  const block: BodyRecordMap['block'] = {}
  for (const [id, box] of Object.entries(body.block)) {
    const value = box?.value as { properties?: Record<string, unknown>; format?: Record<string, unknown> } | undefined
    const source = (value?.properties?.source as unknown[][] | undefined)?.[0]?.[0]
    const format = value?.format
    const formatHits = format ? FORMAT_KEYS.filter((key) => isSitePath(format[key])) : []
    if (!value || (!isSitePath(source) && formatHits.length === 0)) {
      block[id] = box
      continue
    }
    changed = true
    const next = { ...value }
    if (isSitePath(source)) next.properties = { ...value.properties, source: [[under(source)]] }
    if (format && formatHits.length > 0) {
      next.format = { ...format }
      for (const key of formatHits) next.format[key] = under(format[key] as string)
    }
    block[id] = { ...box, value: next } as typeof box
  }
  return changed ? { ...body, block } : body
}
