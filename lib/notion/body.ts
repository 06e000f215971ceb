// The article body handed to the renderer: only the blocks the page shows, with the row's
// properties (password included) stripped, plus what the server prepares for it (equations,
// highlighted code, links to site pages) and what is computed from the text.
import type { Block, ExtendedRecordMap } from 'notion-types'
import type { TocEntry } from '@/lib/site/types'
import { blockProblem, claimedType, unrenderableStandIn } from './block-check'
import { withDrawableAssets } from './body-assets'
import { shapeBodyDatabases } from './body-databases'
import type { BodyExtras, BodyRecordMap } from './body-extras'
import { highlightCodeBlocks } from './code-highlight'
import { codeThemeCss, DEFAULT_CODE_THEMES } from './code-theme'
import { typesetEquations } from './equations'
import { withFileLinks } from './file-links'
import { linksToHiddenPage, withContentIn, type PageShown } from './hidden-pages'
import { BlogRowGuard, inlineDatabaseRecords, inlineRowIds, parentCollectionId, type BlogRowPrivacy } from './inline-databases'
import { normalisePageLinks, pageIdsOfBlock } from './page-links'
import { compactId, dashedId, getBlock } from './records'
import { mentionedObjects, shownBlock } from './shown-block'
import { tableOfContents } from './toc'
import { walkPageBlocks } from './walk'
import { wordStats } from './word-count'

/** The renderer's input. Opaque outside lib/notion and the body renderer component. */
export type { BodyRecordMap, BlogRowPrivacy }

export interface ArticleBody {
  recordMap: BodyRecordMap
  toc: TocEntry[]
  wordCount: number
  readTime: number
}

/** A visible site page a body may link to. */
export interface LinkedPage {
  title: string
  /** Its URL on the site (site-relative, without language prefix or query). */
  href: string
  /** Its icon (an emoji or the site's own image link), drawn before its title in mentions as Notion does. */
  icon?: string
}

/**
 * The workspace's visible pages by 32-hex id: a title, or a title and URL. Links go to the URL;
 * pages known by title only are linked through `/<id>`, which redirects to them.
 */
export type PageTitles = ReadonlyMap<string, string | LinkedPage>

/** Without the caller's word, a linked view of the blog shows only the pages a body may link to. */
function privacyOf(titles: PageTitles | undefined): BlogRowPrivacy {
  return { visibleRowIds: new Set(titles?.keys() ?? []), privateProperties: ['password', 'status'] }
}

function placeholderPage(id: string, title: string, near: Block | undefined, icon?: string): Block {
  // Just enough of a page block for the renderer to show a titled link (and its icon).
  return {
    id,
    type: 'page',
    properties: { title: [[title]] },
    ...(icon ? { format: { page_icon: icon } } : {}),
    parent_id: near?.parent_id ?? '',
    parent_table: 'block',
    alive: true,
    version: 1,
    created_time: 0,
    last_edited_time: 0,
    space_id: near?.space_id,
  } as Block
}

/** The block with links to Notion page URLs rewritten to `/<id>`; the same object when none. */
function withPageLinksNormalised(block: Block): Block {
  let properties: Record<string, unknown> | undefined
  for (const [key, value] of Object.entries((block.properties ?? {}) as Record<string, unknown>)) {
    const normalised = normalisePageLinks(value)
    if (!normalised) continue
    properties ??= { ...(block.properties as Record<string, unknown>) }
    properties[key] = normalised
  }
  return properties ? ({ ...block, properties } as Block) : block
}

const titleOnly = (block: Block): Block => {
  const title = (block.properties as { title?: unknown } | undefined)?.title
  return { ...block, properties: title ? { title } : {} } as Block
}

function prepareExtras(blocks: Block[], pages: Record<string, string>): BodyExtras {
  const code = highlightCodeBlocks(blocks)
  const extras: BodyExtras = { equations: typesetEquations(blocks), code, pages }
  if (Object.keys(code).length > 0) extras.codeCss = codeThemeCss(DEFAULT_CODE_THEMES.light, DEFAULT_CODE_THEMES.dark)
  return extras
}

/**
 * Keeps the page block (title and format only) and every block it shows. Pages it links to
 * keep only their title, and only when they are visible site pages (`titles`); visible ones
 * missing from the map get a placeholder. Nothing points at any other page: its mentions read
 * "private page", text links to it are plain text, its link blocks and sub-page blocks go.
 * Databases in the body keep the rows of their own views; a linked view of the blog database
 * keeps only rows visitors may see (`privacy`), without the private columns.
 */
export function trimBody(
  recordMap: ExtendedRecordMap,
  pageId: string,
  titles?: PageTitles,
  privacy: BlogRowPrivacy = privacyOf(titles),
): BodyRecordMap {
  const pageKey = dashedId(pageId)
  const page = getBlock(recordMap, pageKey)
  const guard = new BlogRowGuard(recordMap, parentCollectionId(recordMap, pageId), privacy)
  const keep = new Set<string>([pageKey])
  const walked = [pageKey]
  const databases: Block[] = []
  walkPageBlocks(recordMap, pageId, (block) => {
    keep.add(block.id)
    walked.push(block.id)
    if (blockProblem(block)) return
    if (block.type === 'collection_view') databases.push(block)
    for (const id of inlineRowIds(recordMap, block)) if (guard.mayShow(id)) keep.add(id)
  })
  // Visitors may see the page itself, what the body shows (inline-database rows) and visible
  // site pages; every other page is hidden (hidden-pages.ts).
  const visible: PageShown = (id) => keep.has(dashedId(id)) || titles?.has(id) === true
  const block: ExtendedRecordMap['block'] = {}
  const shown: Block[] = []
  const linked = new Set<string>()
  const mentioned = new Set<string>()
  const unrenderable: Record<string, string> = {}
  for (const id of keep) {
    const box = recordMap.block[id]
    const value = getBlock(recordMap, id)
    if (!box || !value) continue
    const problem = id === pageKey ? undefined : blockProblem(value)
    if (problem) {
      // A broken database row is left out of its views; any other block becomes a note.
      console.warn(`[body] page ${compactId(pageId)}: block ${id} (${claimedType(value)}) cannot be shown: ${problem}`)
      if ((value as { parent_table?: unknown }).parent_table === 'collection') continue
      block[id] = { role: 'reader', value: unrenderableStandIn(value, id) }
      unrenderable[id] = claimedType(value)
      continue
    }
    if (linksToHiddenPage(value, visible)) continue
    const normalised = shownBlock(recordMap, id === pageKey ? titleOnly(value) : withPageLinksNormalised(guard.withoutPrivate(value)), compactId(pageId), visible)
    block[id] = id === pageKey ? { role: 'reader', value: normalised } : normalised === value ? box : { ...box, value: normalised }
    if (id !== pageKey) shown.push(normalised)
    for (const target of pageIdsOfBlock(normalised)) linked.add(target)
    for (const object of mentionedObjects(normalised)) mentioned.add(object)
  }
  // Inline mentions of external objects (a GitHub issue…) are drawn from the object's record.
  for (const id of mentioned) {
    const value = getBlock(recordMap, dashedId(id))
    if (!value || value.id in block || value.type !== 'external_object_instance' || blockProblem(value)) continue
    block[value.id] = { role: 'reader', value: shownBlock(recordMap, value, compactId(pageId), visible) }
  }
  const pages: Record<string, string> = {}
  for (const id of linked) {
    const known = titles?.get(id)
    const key = dashedId(id)
    if (known === undefined || key === pageKey) continue
    pages[id] = typeof known === 'string' ? `/${id}` : known.href
    if (keep.has(key)) continue
    const other = getBlock(recordMap, key)
    const title = typeof known === 'string' ? known : known.title
    const icon = typeof known === 'string' ? undefined : known.icon
    const titled = other ? shownBlock(recordMap, titleOnly(other), compactId(pageId), visible) : placeholderPage(key, title, page, icon)
    block[key] = { role: 'reader', value: titled }
  }
  // Sub-pages, dropped links and deleted blocks leave the lists of children they were in.
  for (const id of walked) {
    const value = block[id]?.value as Block | undefined
    const pruned = value && withContentIn(value, (child) => child in block)
    if (pruned && pruned !== value) block[id] = { ...block[id]!, value: pruned }
  }
  // Signed file URLs expire within hours and must not be cached with the page: Notion-hosted
  // files are shown through Folio's own route (file-links.ts), by record and version.
  // Views list only rows whose blocks go with the body (not even the ids of the others).
  const records = inlineDatabaseRecords(recordMap, databases, (id) => keep.has(id) && id in block, guard)
  const folio = prepareExtras(shown, pages)
  if (Object.keys(unrenderable).length > 0) folio.unrenderable = unrenderable
  const drawable = withFileLinks(withDrawableAssets(shapeBodyDatabases({ ...recordMap, ...records, block })))
  return { ...drawable, signed_urls: {}, folio }
}

export function readArticleBody(
  recordMap: ExtendedRecordMap,
  pageId: string,
  titles?: PageTitles,
  privacy?: BlogRowPrivacy,
): ArticleBody {
  const trimmed = trimBody(recordMap, pageId, titles, privacy)
  return { recordMap: trimmed, toc: tableOfContents(trimmed, pageId), ...wordStats(trimmed, pageId) }
}

