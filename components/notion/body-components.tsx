// The pieces NotionBody hands to react-notion-x. Heavy ones load only on pages that use them
// (next/dynamic: chunks rendered on the server are preloaded before hydration): code blocks,
// KaTeX's stylesheet, inline databases, the PDF viewer. Kept in one module-level object: the
// renderer re-creates its context when its identity changes.
import dynamic from 'next/dynamic'
import type { ComponentProps, ReactNode } from 'react'
import { SiteLink } from '@/components/navigation/SiteLink'
import { PRIVATE_PAGE_HREF, SPOILER_HREF } from '@/lib/notion/body-extras'
import { useT } from '@/lib/i18n/react'
import { BASE_PATH, withBasePath } from '@/lib/routes/base-path'
import { isFileHref } from '@/lib/routes/links'
import type { Block } from '@/lib/notion/types'
import { BlockBoundary } from './BlockBoundary'
import { BlockNote } from './BlockNote'
import { BodyImage } from './BodyImage'
import { useBody } from './body-context'
import { FilesCell } from './FilesCell'

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

interface LinkProps {
  href?: string
  className?: string
  children?: ReactNode
  [attribute: string]: unknown
}

function Spoiler({ children }: { children?: ReactNode }) {
  const { t } = useT()
  return (
    <span className="folio-spoiler" tabIndex={0} title={t.post.spoiler}>
      {children}
    </span>
  )
}

/** Where a mention of a page visitors cannot see was: neither its title nor a link. */
function PrivatePage() {
  const { t } = useT()
  return <span className="folio-private-page">{t.post.privatePage}</span>
}

/**
 * Links in the body. A link without a URL (a page that is not a visible site page, an inline
 * database row) is plain content, never a dead link; SiteLink decides target/rel itself. A
 * file the body links to (a download, a PDF) is a plain link: its block source is under the
 * base path already (lib/notion/site-paths.ts), a typed link to one gets it here.
 */
function BodyLink({ href, children, target: _target, rel: _rel, ...rest }: LinkProps) {
  const pages = useBody().extras.pages
  if (href === SPOILER_HREF) return <Spoiler>{children}</Spoiler>
  if (href === PRIVATE_PAGE_HREF) return <PrivatePage />
  if (!href) return <span {...rest}>{children}</span>
  if (isFileHref(href) && !Object.values(pages).includes(href)) {
    const underBase = BASE_PATH !== '' && href.startsWith(`${BASE_PATH}/`)
    return (
      <a href={underBase ? href : withBasePath(href)} {...rest}>
        {children}
      </a>
    )
  }
  return (
    <SiteLink href={href} {...rest}>
      {children}
    </SiteLink>
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
}
