// A mermaid diagram drawn in the browser. mermaid (about 200 kB gzip) is loaded only when a
// diagram comes within a screen or so of the viewport. It follows dark mode; until it is drawn,
// and if the source does not parse, the code shows instead.
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useAppearance } from '@/components/appearance/useAppearance'
import { naturalWidthStyle } from './mermaid-width'

const LOAD_MARGIN = '800px'

function useSeen(ref: React.RefObject<Element | null>): boolean {
  const [seen, setSeen] = useState(false)
  useEffect(() => {
    const element = ref.current
    if (!element || seen) return
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setSeen(true))
      return () => clearTimeout(timer)
    }
    const observer = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && setSeen(true), { rootMargin: LOAD_MARGIN })
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, seen])
  return seen
}

interface Props {
  source: string
  /** The code view shown before the diagram is drawn and when drawing fails. */
  fallback: ReactNode
}

export function Mermaid({ source, fallback }: Props) {
  const { dark } = useAppearance()
  const id = `folio-mermaid-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`
  const [svg, setSvg] = useState<string | null>(null)
  const box = useRef<HTMLDivElement>(null)
  const seen = useSeen(box)
  useEffect(() => {
    if (!seen) return
    let cancelled = false
    void (async () => {
      try {
        const { default: mermaid } = await import('mermaid')
        // dagre, not mermaid 12's default ELK (a further 430 kB gzip); a diagram may still ask
        // for ELK in its own front matter.
        mermaid.initialize({
          startOnLoad: false,
          securityLevel: 'strict',
          suppressErrorRendering: true,
          layout: 'dagre',
          theme: dark ? 'dark' : 'default',
        })
        const drawn = await mermaid.render(`${id}-${dark ? 'dark' : 'light'}`, source)
        if (!cancelled) setSvg(drawn.svg)
      } catch (error) {
        console.warn(`[mermaid] diagram left as code: ${(error as Error).message}`)
        if (!cancelled) setSvg(null)
      }
    })()
    return () => {
      cancelled = true
    }
  }, [source, dark, id, seen])
  // Both states sit in a box of at least the usual diagram height, so drawing it rarely moves
  // what follows (a diagram taller than the box still does).
  if (svg === null) {
    return (
      <div ref={box} className="folio-mermaid-box">
        {fallback}
      </div>
    )
  }
  // mermaid's own output, sanitised by it (securityLevel strict).
  return (
    <div
      ref={box}
      className="folio-mermaid-box folio-mermaid"
      style={naturalWidthStyle(svg)}
      role="img"
      aria-label={source}
      dangerouslySetInnerHTML={{ __html: svg }}
    />
  )
}
