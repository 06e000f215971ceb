// The blocks of a body with every trace of pages visitors cannot see removed (drafts, sub-pages
// of the post, pages outside the site), so neither the served data nor the renderer (which
// logs "missing block" for each) meets them: mentions become a "private page" placeholder,
// text links plain text, "link to page" blocks and sub-page blocks go.
import type { Block } from 'notion-types'
import { compactPageId } from './body-extras'
import { unlinkHiddenPages } from './page-links'

/** Whether visitors may see the page with this 32-hex id. */
export type PageShown = (id: string) => boolean

/** The block without mentions of or links to hidden pages; the same object when it has none. */
export function withHiddenPagesUnlinked(block: Block, shown: PageShown): Block {
  let properties: Record<string, unknown> | undefined
  for (const [key, value] of Object.entries((block.properties ?? {}) as Record<string, unknown>)) {
    const unlinked = unlinkHiddenPages(value, shown)
    if (!unlinked) continue
    properties ??= { ...(block.properties as Record<string, unknown>) }
    properties[key] = unlinked
  }
  return properties ? ({ ...block, properties } as Block) : block
}

/** A "link to page" block whose page is hidden: it has nothing left to show. */
export function linksToHiddenPage(block: Block, shown: PageShown): boolean {
  if (block.type !== 'alias') return false
  const target = (block.format as { alias_pointer?: { id?: string } } | undefined)?.alias_pointer?.id
  return !target || !shown(compactPageId(target))
}

/**
 * The block listing only children the body carries: sub-pages, dropped links and deleted
 * blocks leave its content instead of showing up as missing blocks.
 */
export function withContentIn(block: Block, carried: (id: string) => boolean): Block {
  const content = block.content
  if (!content || content.every(carried)) return block
  return { ...block, content: content.filter(carried) } as Block
}
