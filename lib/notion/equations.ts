// Equations typeset by KaTeX on the server, so the browser gets finished HTML and never
// downloads KaTeX's code (only its stylesheet, and only on pages with maths).
import katex from 'katex'
import type { Block } from 'notion-types'
import { equationKey } from './body-extras'
import { plainText } from './properties'

function typeset(tex: string, inline: boolean): string {
  return katex.renderToString(tex, { displayMode: !inline, throwOnError: false, strict: false, output: 'htmlAndMathml' })
}

/** Inline equations (`["e", tex]` decorations) in any property of a block. */
function inlineEquations(block: Block): string[] {
  const found: string[] = []
  for (const value of Object.values((block.properties ?? {}) as Record<string, unknown>)) {
    if (!Array.isArray(value)) continue
    for (const segment of value) {
      const decorations: unknown = Array.isArray(segment) ? segment[1] : undefined
      if (!Array.isArray(decorations)) continue
      for (const d of decorations) {
        if (Array.isArray(d) && d[0] === 'e' && typeof d[1] === 'string') found.push(d[1])
      }
    }
  }
  return found
}

/** KaTeX HTML for every equation the blocks show, keyed by equationKey(). */
export function typesetEquations(blocks: Iterable<Block>): Record<string, string> {
  const out: Record<string, string> = {}
  const add = (tex: string, inline: boolean) => {
    const key = equationKey(tex, inline)
    if (tex && !(key in out)) out[key] = typeset(tex, inline)
  }
  for (const block of blocks) {
    if (block.type === 'equation') add(plainText((block.properties as { title?: unknown } | undefined)?.title), false)
    for (const tex of inlineEquations(block)) add(tex, true)
  }
  return out
}
