// Code blocks highlighted by Prism on the server: the HTML arrives finished, the same on the
// server and in the browser, and no Prism code is downloaded.
import Prism from 'prismjs'
import type { Block } from 'notion-types'
import { prismLanguage } from './code-language'
import { plainText } from './properties'
import './prism-languages'

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

/** Highlighted HTML for `source` (escaped plain text when Prism has no such grammar). */
export function highlightCode(source: string, notionLanguage: string | undefined): string {
  const grammar = Prism.languages[prismLanguage(notionLanguage)]
  return grammar ? Prism.highlight(source, grammar, prismLanguage(notionLanguage)) : escapeHtml(source)
}

/** Highlighted HTML of every code block among `blocks`, by block id. */
export function highlightCodeBlocks(blocks: Iterable<Block>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const block of blocks) {
    if (block.type !== 'code') continue
    const properties = block.properties as { title?: unknown; language?: unknown } | undefined
    out[block.id] = highlightCode(plainText(properties?.title), plainText(properties?.language))
  }
  return out
}
