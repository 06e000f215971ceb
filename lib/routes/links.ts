// Internal link building: the language prefix of a multi-language site and the kept query
// (?theme=) are added here, once, for every link a theme renders.
import type { RenderVariant } from './types'

export function isExternalHref(href: string): boolean {
  return /^https?:\/\//i.test(href) || href.startsWith('mailto:')
}

/**
 * A site path to a file (`/demo/media/notes.pdf`) rather than a page: fetched as it is, never
 * navigated to client-side (next/link would ask for its page data).
 */
export function isFileHref(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false
  const path = href.split(/[?#]/, 1)[0] ?? ''
  return /\.[A-Za-z0-9]{1,5}$/.test(path.slice(path.lastIndexOf('/') + 1))
}

export function withVariant(href: string, variant: Pick<RenderVariant, 'prefix' | 'keep'>): string {
  if (isExternalHref(href) || href.startsWith('#')) return href
  const [pathAndQuery = '', hash] = href.split('#', 2)
  const [path = '/', query] = pathAndQuery.split('?', 2)
  const prefixed = variant.prefix ? `${variant.prefix}${path === '/' ? '' : path}` || '/' : path
  const params = new URLSearchParams(query)
  for (const [k, v] of new URLSearchParams(variant.keep)) if (!params.has(k)) params.set(k, v)
  const search = params.toString()
  return `${prefixed}${search ? `?${search}` : ''}${hash ? `#${hash}` : ''}`
}

/** The query every internal link keeps: the switches the visitor asked for (`theme=…&lang=…&lite=true`). */
export function keepQuery(theme: string | undefined, locale: string | undefined, lite = false): string {
  const params = new URLSearchParams()
  if (theme) params.set('theme', theme)
  if (locale) params.set('lang', locale)
  if (lite) params.set('lite', 'true')
  return params.toString()
}
