// Equations as the server typeset them (lib/notion/equations.ts): this module carries only
// KaTeX's stylesheet, and is loaded only by pages that show maths. Without a typeset copy
// (a body prepared elsewhere) the TeX source is shown as code.
import 'katex/dist/katex.min.css'
import type { Block } from '@/lib/notion/types'
import { equationKey } from '@/lib/notion/body-extras'
import { useBody } from './body-context'

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

export default function Equation({ block, math, inline = false, className }: Props) {
  const { extras } = useBody()
  const source = math || titleText(block)
  if (!source) return null
  const html = extras.equations[equationKey(source, inline)]
  const classes = ['notion-equation', inline ? 'notion-equation-inline' : 'notion-equation-block', className]
  if (html === undefined) {
    return (
      <code role="math" aria-label={source} className={classes.filter(Boolean).join(' ')}>
        {source}
      </code>
    )
  }
  return (
    <span
      role="math"
      aria-label={source}
      className={classes.filter(Boolean).join(' ')}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  )
}
