// The pieces NotionBody hands to react-notion-x. Heavy ones load only on pages that use them
// (next/dynamic: chunks rendered on the server are preloaded before hydration): code blocks,
// KaTeX's stylesheet, inline databases, the PDF viewer. Kept in one module-level object: the
// renderer re-creates its context when its identity changes.
import dynamic from 'next/dynamic'
import type { ComponentProps } from 'react'
import type { Block } from '@/lib/notion/types'
import { BlockBoundary } from './BlockBoundary'
import { BlockNote } from './BlockNote'
import { BodyLink } from './BodyLink'
import { BodyImage } from './BodyImage'
import { useBody } from './body-context'
import { FilesCell } from './FilesCell'
import { propertyCells } from './property-cells'

const LazyCode = dynamic(() => import('./code/CodeBlock'))
const LazyEquation = dynamic(() => import('./Equation'))
const LazyCollection = dynamic(() => import('./BodyCollection'))
// react-notion-x draws PDFs only in the browser (an empty box on the server), so the viewer
// is client-only too: hydration sees the same empty box.
const Pdf = dynamic(() => import('./PdfViewer'), { ssr: false })

/**
 * The renderer also asks for a Collection for the page itself when it is a database row (to
 * print the row's properties); that answer is nothing, decided here so such pages never load
 * the database chunk. A database left without a view whose rows can be shown
 * (lib/notion/body-databases.ts) says so.
 */
function Collection(props: ComponentProps<typeof LazyCollection>) {
  const block = props.block as Block & { view_ids?: string[] }
  if (block.type === 'page') return null
  if (!block.view_ids?.length) return <BlockNote kind="database" />
  return (
    <BlockBoundary blockId={block.id} type={block.type}>
      <LazyCollection {...props} />
    </BlockBoundary>
  )
}

/**
 * Code blocks, and the stand-ins lib/notion puts where a block's data cannot be drawn
 * (lib/notion/block-check.ts): those show the note.
 */
function Code(props: ComponentProps<typeof LazyCode>) {
  const unrenderable = useBody().extras.unrenderable?.[props.block.id]
  if (unrenderable) return <BlockNote />
  return (
    <BlockBoundary blockId={props.block.id} type="code">
      <LazyCode {...props} />
    </BlockBoundary>
  )
}

function Equation(props: ComponentProps<typeof LazyEquation>) {
  const block = (props as { block?: Block }).block
  return (
    <BlockBoundary blockId={block?.id} type="equation" inline={(props as { inline?: boolean }).inline}>
      <LazyEquation {...props} />
    </BlockBoundary>
  )
}

/** The pieces the server renders lazily (for components/notion/preload.ts). */
export const lazyBodyPieces = [LazyCode, LazyEquation, LazyCollection]

export const bodyComponents = {
  Code,
  Equation,
  Collection,
  Pdf,
  Image: BodyImage,
  Link: BodyLink,
  PageLink: BodyLink,
  propertyFileValue: FilesCell.asOverride,
  ...propertyCells,
}
