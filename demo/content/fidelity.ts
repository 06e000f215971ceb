// An Invisible post (reachable by URL, listed nowhere) holding the shapes real workspaces have
// sent that a renderer can trip on: every database view type, grouped with an empty group and
// a "no value" group recorded as `null`, in each query answer shape Notion has used; a Google
// Drive block; a Files column; and one deliberately broken block, which the page must survive
// (it shows a short note instead). The e2e body spec visits it; lists and screenshots never do.
import { brokenBlock, drive, h2, inlineDatabase, paragraph, undrawableTable } from '@/lib/notion/builder'
import type { BlockSpec, ViewSpec } from '@/lib/notion/builder'
import { demoImage, type DemoPost } from './types'

const SHAPES: Array<{ heading: string; view: ViewSpec }> = [
  { heading: 'Table, grouped, today’s answer', view: { type: 'table', groupBy: 'Stage', nullGroup: true } },
  { heading: 'Board, older answer', view: { type: 'board', groupBy: 'Stage', queryForm: 'legacy' } },
  { heading: 'Board, no-value group', view: { type: 'board', groupBy: 'Stage', nullGroup: true } },
  { heading: 'Gallery, grouped, flat answer', view: { type: 'gallery', groupBy: 'Stage', queryForm: 'flat' } },
  { heading: 'List, grouped, older answer', view: { type: 'list', groupBy: 'Stage', nullGroup: true, queryForm: 'legacy' } },
  { heading: 'Calendar', view: { type: 'calendar', dateBy: 'Due' } },
  { heading: 'Timeline, grouped', view: { type: 'timeline', dateBy: 'Due', groupBy: 'Stage', nullGroup: true } },
]

function shapeDatabase(index: number, view: ViewSpec): BlockSpec {
  const word = ['amber', 'birch', 'cedar', 'dune', 'ember', 'fjord', 'garnet'][index] ?? `shape${index}`
  return inlineDatabase({
    seed: `folio-demo/fidelity/${index}`,
    title: `Shapes ${index + 1}`,
    schema: [
      { name: 'Name', type: 'title' },
      { name: 'Stage', type: 'select', options: [{ value: 'Todo', color: 'blue' }, { value: 'Doing', color: 'yellow' }, { value: 'Done', color: 'green' }] },
      { name: 'Due', type: 'date' },
      { name: 'Files', type: 'file' },
    ],
    views: [{ name: 'Rows', ...view }],
    rows: [
      { properties: { Name: `${word} first row`, Stage: 'Todo', Due: { start: '2025-03-02' }, Files: [demoImage('gallery-dunes.svg')] }, icon: '🐞' },
      { properties: { Name: `${word} second row`, Stage: 'Doing', Due: { start: '2025-03-05' } } },
      { properties: { Name: `${word} row without stage`, Due: { start: '2025-03-09' } } },
    ],
  })
}

export const FIDELITY_POST: DemoPost = {
  key: 'content-fidelity',
  title: 'Content fidelity: shapes that must not break a page',
  slug: 'content-fidelity',
  status: 'Invisible',
  category: 'Notion',
  tags: ['Writing'],
  date: '2026-09-12',
  summary: 'Database views in every shape, a Drive document and a broken block.',
  body: [
    paragraph('Every database below shows its rows, whatever shape its view came in.'),
    ...SHAPES.flatMap(({ heading, view }, i) => [h2(heading), shapeDatabase(i, view)]),
    h2('A Google Drive document'),
    drive('https://docs.google.com/document/d/fidelity-plan/edit', {
      title: 'Fidelity plan document',
      thumbnail: demoImage('database-diagram.svg'),
      icon: demoImage('logo.svg'),
    }),
    h2('A broken block'),
    paragraph('The block after this line is damaged on purpose.'),
    brokenBlock(),
    paragraph('The page goes on after the broken block.'),
    h2('A table that cannot be drawn'),
    paragraph('This table\u2019s data looks right but makes the renderer fail.'),
    undrawableTable(),
    paragraph('The page goes on after the table.'),
  ],
}
