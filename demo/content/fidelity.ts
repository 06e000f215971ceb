// An Invisible post (reachable by URL, listed nowhere) holding the shapes real workspaces have
// sent that a renderer can trip on: every database view type, grouped with an empty group and
// a "no value" group recorded as `null`, in each query answer shape Notion has used; a Google
// Drive block; a Files column; and one deliberately broken block, which the page must survive
// (it shows a short note instead); and unusual text, which the server and the browser must draw
// alike (hydration). The e2e body and hydration specs visit it; lists and screenshots never do.
import { brokenBlock, dateMention, drive, h2, inlineDatabase, link, linkMention, pageMention, paragraph, styled, undrawableTable } from '@/lib/notion/builder'
import type { BlockSpec, ViewSpec } from '@/lib/notion/builder'
import { demoImage, demoPageId, type DemoPost } from './types'

const UNUSUAL: BlockSpec[] = [
  h2('Unusual text'),
  paragraph('<div>Text that looks like markup</div> &amp; <script>it stays text</script>'),
  paragraph([
    link('an odd scheme', 'foo:bar'),
    ', ',
    link('a fragment', '#unusual'),
    ', ',
    link('a relative path', 'notes/elsewhere'),
    ' and ',
    styled('a run that is two links', ['a', 'https://example.com/one'], ['a', 'https://example.com/two']),
    '.',
  ]),
  paragraph([
    'A page that is not there: ',
    pageMention(demoPageId('nowhere-to-be-found')),
    '; a mention inside a text link: ',
    styled('‣', ['p', demoPageId('writing-in-notion')], ['a', 'https://example.com/wrapped']),
    '.',
  ]),
  paragraph(['Link mentions, bare and linked: ', linkMention({}), ' ', styled('‣', ['lm', { href: 'https://example.com/m', title: 'Example' }], ['a', 'https://example.com/other'])]),
  paragraph(['Dates on the first of a month: ', dateMention({ type: 'date', start_date: '2026-03-01' }), ' and ', dateMention({ type: 'datetime', start_date: '2026-04-01', start_time: '00:30' }), '.']),
]

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
    ...UNUSUAL,
  ],
}
