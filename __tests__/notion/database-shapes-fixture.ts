// Pages holding one inline database in every shape a view has been answered in: each view type
// (table, board, gallery, list, calendar, timeline) × grouping (none, by a select, by a select
// whose "no value" group is recorded as `null`) × query answer (today's reducer results,
// older servers' `{type, blockIds, total}`, and the flat list the client makes of those).
// Also a page with a broken block, a Google Drive block and a Files column.
import {
  brokenBlock,
  drive,
  inlineDatabase,
  NotionWorkspace,
  paragraph,
  type BlockSpec,
  type ViewSpec,
} from '@/lib/notion/builder'
import { trimBody, type BodyRecordMap } from '@/lib/notion/body'
import { normaliseRecordMap } from '@/lib/notion/records'
import type { ExtendedRecordMap } from '@/lib/notion/types'

export const VIEW_TYPES = ['table', 'board', 'gallery', 'list', 'calendar', 'timeline'] as const
export const GROUPINGS = ['none', 'grouped', 'null-group'] as const
export const ANSWERS = ['reducer', 'legacy', 'flat'] as const
export const ROW_TITLES = ['Alpha shelf row', 'Beta shelf row', 'Gamma shelf row']
export const DRIVE_THUMB = 'https://lh3.googleusercontent.com/drive-thumb.png'
export const FILE_URL = 'https://prod-files-secure.s3.us-west-2.amazonaws.com/space/cell.png'
export const ICON = '/icons/bug_gray.svg'

export interface ShapeCase {
  type: (typeof VIEW_TYPES)[number]
  grouping: (typeof GROUPINGS)[number]
  answer: (typeof ANSWERS)[number]
}

export const SHAPE_CASES: ShapeCase[] = VIEW_TYPES.flatMap((type) =>
  GROUPINGS.flatMap((grouping) => ANSWERS.map((answer) => ({ type, grouping, answer }))),
)

export const caseName = (c: ShapeCase) => `${c.type} / ${c.grouping} / ${c.answer}`

function viewOf(c: ShapeCase): ViewSpec {
  return {
    type: c.type,
    name: `${c.type} view`,
    queryForm: c.answer,
    ...(c.grouping === 'none' ? {} : { groupBy: 'Stage' }),
    ...(c.grouping === 'null-group' ? { nullGroup: true } : {}),
    ...(c.type === 'calendar' || c.type === 'timeline' ? { dateBy: 'Due' } : {}),
  }
}

/** The shelf database; "Done" is an empty group, the third row has no stage (the no-value group). */
export function shelf(c: ShapeCase, seed = 'shapes/db'): BlockSpec {
  return inlineDatabase({
    seed,
    title: 'Shelf',
    schema: [
      { name: 'Name', type: 'title' },
      {
        name: 'Stage',
        type: 'select',
        options: [{ value: 'Todo' }, { value: 'Doing' }, { value: 'Done' }],
      },
      { name: 'Due', type: 'date' },
      { name: 'Files', type: 'file' },
    ],
    views: [viewOf(c)],
    rows: [
      {
        properties: {
          Name: ROW_TITLES[0],
          Stage: 'Todo',
          Due: { start: '2025-01-02' },
          Files: [FILE_URL],
        },
        icon: ICON,
      },
      { properties: { Name: ROW_TITLES[1], Stage: 'Doing', Due: { start: '2025-01-03' } } },
      { properties: { Name: ROW_TITLES[2], Due: { start: '2025-01-04' } } },
    ],
  })
}

/** A page of these blocks, trimmed as the article route trims it; `tamper` edits Notion's answer first. */
export function bodyOf(
  blocks: BlockSpec[],
  seed = 'shapes',
  tamper: (recordMap: ExtendedRecordMap) => void = () => undefined,
): { recordMap: BodyRecordMap; pageId: string } {
  const ws = new NotionWorkspace({ seed, time: Date.UTC(2025, 0, 1) })
  const pageId = ws.addPage({ seed: `${seed}/page`, title: 'Shapes', body: blocks })
  const page = normaliseRecordMap(ws.getPage(pageId))
  tamper(page)
  return { recordMap: trimBody(page, pageId), pageId }
}

/** The shelf whose query answers never came back. */
export const unansweredShelfBody = () =>
  bodyOf(
    [shelf({ type: 'table', grouping: 'none', answer: 'reducer' }), paragraph('After the shelf.')],
    'unanswered',
    (page) => {
      page.collection_query = {}
    },
  )

export const shapeBody = (c: ShapeCase) =>
  bodyOf(
    [paragraph('Before the shelf.'), shelf(c), paragraph('After the shelf.')],
    `shapes/${caseName(c)}`,
  )

export const oddBlocksBody = () =>
  bodyOf(
    [
      paragraph('Before the broken block.'),
      brokenBlock('text', { id: '0b0b0b0b-0000-4000-8000-00000000b10c' }),
      paragraph('After the broken block.'),
      drive('https://docs.google.com/document/d/abc123/edit', {
        title: 'Drive plan',
        thumbnail: DRIVE_THUMB,
        icon: 'https://ssl.gstatic.com/docs/doclist/images/icon_11_document_list.png',
      }),
    ],
    'odd',
  )
