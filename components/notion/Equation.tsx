// Equations rendered by KaTeX during server rendering too, so the HTML already holds the
// maths (react-notion-x's default renders them only after hydration).
import katex from 'katex'
import type { Block } from 'notion-types'

interface Props {
  block?: Block
  math?: string
  inline?: boolean
  className?: string
}

function titleText(block: Block | undefined): string {
  const title = (block?.properties as { title?: unknown[][] } | undefined)?.title ?? []
  return title.map((segment) => (typeof segment[0] === 'string' ? segment[0] : '')).join('')
}

export function Equation({ block, math, inline = false, className }: Props) {
  const source = math || titleText(block)
  if (!source) return null
  const html = katex.renderToString(source, { displayMode: !inline, throwOnError: false, strict: false })
  const kind = inline ? 'notion-equation-inline' : 'notion-equation-block'
  return (
    <span
      role="math"
      aria-label={source}
      className={['notion-equation', kind, className].filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
