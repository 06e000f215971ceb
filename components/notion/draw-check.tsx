// Server side. React 19 has no error boundaries on the server, so a block whose drawing code
// throws (data that passes lib/notion/block-check.ts but still trips the renderer) would fail
// its whole page, and at build time the deploy. Before a page renders, each of its bodies is
// drawn once on its own; when that throws, the blocks that make it throw are found by drawing
// parts of the tree, and stand in as the "could not be shown" note. A body that works costs
// one extra render; only a failing one is searched.
import { renderToString } from 'react-dom/server'
import { I18nProvider } from '@/lib/i18n/react'
import { bodyRootId, blockType, childIds, withChildren, withUndrawable } from '@/lib/notion/body-parts'
import type { BodyRecordMap } from '@/lib/notion/body-extras'
import { SiteProvider, type SiteContextValue } from '@/components/site/SiteContext'
import { NotionBody } from './NotionBody'

/** Draws a body; the error it threw, or undefined when it drew. */
export type DrawBody = (recordMap: BodyRecordMap) => unknown

/** Draws a body as a page of this context would (NotionBody must be preloaded: routes do). */
export function drawInPage(context: SiteContextValue): DrawBody {
  return (recordMap) => {
    try {
      renderToString(
        <SiteProvider value={context}>
          <I18nProvider locale={context.variant.locale}>
            <NotionBody recordMap={recordMap} />
          </I18nProvider>
        </SiteProvider>,
      )
      return undefined
    } catch (error) {
      return error ?? new Error('threw nothing')
    }
  }
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error))

const PART_OF_PARENT = new Set(['table_row', 'column'])

/** The blocks (id → type) whose drawing throws, found by drawing one branch at a time. */
function findUndrawable(recordMap: BodyRecordMap, draw: DrawBody, root: string): Map<string, string> {
  const broken = new Map<string, string>()
  const fails = (children: Map<string, string[]>) => draw(withChildren(recordMap, children)) !== undefined
  // `path` runs from the page to `id`'s parent; each keeps only the next step as its child.
  const search = (path: string[], id: string) => {
    const route = new Map(path.map((step, i) => [step, [path[i + 1] ?? id]]))
    if (fails(new Map([...route, [id, []]]))) {
      // A table row or a column cannot stand alone as a note (a <div> inside a <tbody> would
      // not even hydrate): its table or column list is shown as the note instead.
      const parent = path.at(-1)
      const shown = parent && path.length > 1 && PART_OF_PARENT.has(blockType(recordMap, id)) ? parent : id
      broken.set(shown, blockType(recordMap, shown))
      return
    }
    const before = broken.size
    for (const child of childIds(recordMap, id)) {
      if (fails(new Map([...route, [id, [child]]]))) search([...path, id], child)
    }
    // Children that draw alone but not together: the block is shown as the note whole.
    if (broken.size === before) broken.set(id, blockType(recordMap, id))
  }
  for (const child of childIds(recordMap, root)) {
    if (fails(new Map([[root, [child]]]))) search([root], child)
  }
  return broken
}

/**
 * The body as it can be drawn: itself when it draws; else with the blocks that throw shown as
 * the note; else (the page itself cannot be drawn) null, with an error in the log.
 */
export function drawableBody(recordMap: BodyRecordMap, draw: DrawBody, where: string): BodyRecordMap | null {
  const error = draw(recordMap)
  if (error === undefined) return recordMap
  const root = bodyRootId(recordMap)
  const broken = root ? findUndrawable(recordMap, draw, root) : new Map<string, string>()
  if (root && broken.size === 0) for (const id of childIds(recordMap, root)) broken.set(id, blockType(recordMap, id))
  const mended = withUndrawable(recordMap, broken)
  for (const [id, type] of broken) {
    console.warn(`[body] ${where}: block ${id} (${type}) could not be drawn, shown as a note: ${reason(error)}`)
  }
  if (draw(mended) === undefined) return mended
  console.error(`[body] ${where}: the body could not be drawn and is left out: ${reason(error)}`)
  return null
}
