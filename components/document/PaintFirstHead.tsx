// next/document's <Head>, except that in a production build the page's chunks are listed (a data
// block, which blocks nothing) instead of written as `defer` scripts; the inline script of
// ./paint-first.ts, at the end of the body, fetches and runs them once the page has painted.
// Polyfills (`nomodule`, only old browsers fetch them) and inline scripts stay as Next writes them.
import { isValidElement, type ReactElement } from 'react'
// eslint-disable-next-line @next/next/no-document-import-in-page -- rendered only by pages/_document.tsx
import { Head } from 'next/document'
import { SCRIPT_LIST_ID } from './paint-first'
import { serializeJsonForScript } from '@/components/seo/json-ld'

type DocumentFiles = Parameters<Head['getScripts']>[0]
type ScriptElement = ReactElement<{ src?: string; noModule?: boolean; crossOrigin?: string }>

function chunkSource(element: unknown): string | null {
  if (!isValidElement(element)) return null
  const { src, noModule } = (element as ScriptElement).props
  return typeof src === 'string' && !noModule ? src : null
}

function chunkSources(elements: readonly unknown[]): string[] {
  return elements.map(chunkSource).filter((src): src is string => src !== null)
}

export class PaintFirstHead extends Head {
  /** The dynamic chunks come first in Next's order; getScripts adds the rest and writes the list. */
  private dynamicSources: string[] = []

  private get paintFirst(): boolean {
    return !this.context.isDevelopment
  }

  /** What stays in the document: everything but the chunks (an inline bootstrap, if any). */
  private withoutChunks(elements: readonly unknown[]): ReactElement[] {
    return elements.filter((element): element is ReactElement => isValidElement(element) && chunkSource(element) === null)
  }

  override getDynamicChunks(files: DocumentFiles): (ReactElement | null)[] {
    const chunks = super.getDynamicChunks(files)
    if (!this.paintFirst) return chunks
    this.dynamicSources = chunkSources(chunks)
    return this.withoutChunks(chunks)
  }

  override getScripts(files: DocumentFiles): ReactElement[] {
    const scripts = super.getScripts(files)
    if (!this.paintFirst) return scripts
    const sources = [...this.dynamicSources, ...chunkSources(scripts)]
    const crossOrigin = this.props.crossOrigin ?? this.context.crossOrigin
    return [
      ...this.withoutChunks(scripts),
      <script key="folio-script-list" id={SCRIPT_LIST_ID} type="application/json" data-crossorigin={crossOrigin} dangerouslySetInnerHTML={{ __html: serializeJsonForScript(sources) }} />,
    ]
  }
}
