// Pure readers of a served page's HTML: which scripts it loads (and which of them a modern
// browser skips) and what its bytes are spent on.

import { SCRIPT_LIST_ID } from '@/components/document/paint-first'

export interface ScriptTag {
  src: string
  /** A `nomodule` script is for old browsers only: a modern one never fetches it. */
  noModule: boolean
}

/**
 * Every external script of the page, in document order (inline scripts have no src). The chunks
 * a production page adds once it has painted (components/document/paint-first.ts) are listed in
 * its SCRIPT_LIST_ID data block: they count where that list is.
 */
export function scriptTags(html: string): ScriptTag[] {
  const tags: ScriptTag[] = []
  for (const match of html.matchAll(/<script\b([^>]*)>([^<]*)/gi)) {
    const attributes = match[1] ?? ''
    if (new RegExp(`\\sid\\s*=\\s*"${SCRIPT_LIST_ID}"`, 'i').test(attributes)) {
      for (const src of JSON.parse(match[2] || '[]') as string[]) tags.push({ src, noModule: false })
      continue
    }
    const src = /\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)')/i.exec(attributes)
    if (!src) continue
    // The attribute may come before or after src, bare or with a value (React writes noModule="").
    const noModule = /\snomodule(?=[\s=/]|$)/i.test(attributes)
    tags.push({ src: src[1] ?? src[2] ?? '', noModule })
  }
  return tags
}

/** The scripts a modern browser fetches from the HTML, each once. */
export function fetchedScripts(html: string): string[] {
  return [...new Set(scriptTags(html).filter((t) => !t.noModule).map((t) => t.src))]
}

/** Every script the HTML names, each once. */
export function referencedScripts(html: string): string[] {
  return [...new Set(scriptTags(html).map((t) => t.src))]
}

export interface HtmlBreakdown {
  totalBytes: number
  nextDataBytes: number
  inlineSvgBytes: number
  classAttributeBytes: number
  inlineStyleBytes: number
}

const bytes = (text: string) => Buffer.byteLength(text, 'utf8')
const sumMatches = (html: string, pattern: RegExp) =>
  [...html.matchAll(pattern)].reduce((sum, m) => sum + bytes(m[0]), 0)

/** Where a page's HTML bytes go: each figure counts whole elements or attributes, tags included. */
export function htmlBreakdown(html: string): HtmlBreakdown {
  return {
    totalBytes: bytes(html),
    nextDataBytes: sumMatches(html, /<script\b[^>]*\bid="__NEXT_DATA__"[^>]*>[\s\S]*?<\/script>/gi),
    // Nested <svg> elements are rare in icons; the outer element is counted to its first close.
    inlineSvgBytes: sumMatches(html, /<svg\b[\s\S]*?<\/svg>/gi),
    classAttributeBytes: sumMatches(html, /\sclass="[^"]*"/g),
    inlineStyleBytes: sumMatches(html, /<style\b[^>]*>[\s\S]*?<\/style>/gi),
  }
}
