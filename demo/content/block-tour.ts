// "A tour of every block": the richest post. It exercises every block type the renderer
// supports, and holds the original of the synced block that another post references.
import {
  audio,
  b,
  bookmark,
  bullet,
  callout,
  code,
  codeBlock,
  color,
  columns,
  divider,
  embed,
  equation,
  file,
  h1,
  h2,
  h3,
  i,
  image,
  inlineDatabase,
  inlineEquation,
  link,
  notionId,
  numbered,
  pageLink,
  pageMention,
  paragraph,
  pdf,
  quote,
  s,
  simpleTable,
  styled,
  syncedBlock,
  tableOfContents,
  todo,
  toggle,
  u,
  video,
} from '@/lib/notion/builder'
import { demoImage, demoPageId } from './types'
import type { DemoPost } from './types'

/** The original synced block; `synced-blocks` shows a reference to it. */
export const TOUR_SYNCED_ID = notionId('folio-demo/synced/tour-tip')

const TYPESCRIPT = `type Status = 'Published' | 'Invisible' | 'Draft'

export function isListed(post: { status: Status; date: Date }, now: Date): boolean {
  return post.status === 'Published' && post.date <= now
}`

const PYTHON = `from collections import Counter

def top_tags(posts, n=5):
    """The n most used tags, most frequent first."""
    counts = Counter(tag for post in posts for tag in post["tags"])
    return counts.most_common(n)`

const BASH = `# regenerate the demo workspace and check nothing else changed
npm run demo
git status --short demo/ public/demo/`

const RUST = `fn reading_minutes(words: usize) -> usize {
    // 400 words a minute, and never less than one minute
    words / 400 + 1
}`

const MERMAID = `flowchart LR
  W[Write in Notion] --> P{Published?}
  P -- yes --> S[Site rebuilds the page]
  P -- not yet --> W
  S --> R[Readers]`

const media = (name: string) => `/demo/media/${name}`

const photoGallery = inlineDatabase({
  seed: 'folio-demo/photo-gallery',
  title: 'Photo gallery',
  schema: [
    { name: 'Name', type: 'title' },
    { name: 'Place', type: 'text' },
  ],
  views: [{ type: 'gallery', name: 'Photos', format: { gallery_cover_size: 'large' } }],
  rows: [
    { properties: { Name: 'Dunes at noon', Place: 'Erg Chebbi' }, cover: demoImage('gallery-dunes.svg') },
    { properties: { Name: 'Harbour, early', Place: 'Cascais' }, cover: demoImage('gallery-harbour.svg') },
    { properties: { Name: 'Pines after rain', Place: 'Kumano' }, cover: demoImage('gallery-forest.svg') },
  ],
})

const readingList = inlineDatabase({
  seed: 'folio-demo/reading-list',
  title: 'Reading list',
  schema: [
    { name: 'Name', type: 'title' },
    { name: 'Author', type: 'text' },
    {
      name: 'Shelf',
      type: 'select',
      options: [
        { value: 'Reading', color: 'blue' },
        { value: 'Finished', color: 'green' },
        { value: 'Next', color: 'yellow' },
      ],
    },
    { name: 'Finished on', type: 'date' },
  ],
  views: [
    { type: 'table', name: 'Table' },
    { type: 'gallery', name: 'Covers' },
    { type: 'list', name: 'List' },
    { type: 'board', name: 'Shelves', groupBy: 'Shelf' },
    // Views react-notion-x does not draw itself: shown as lists of their rows.
    { type: 'calendar', name: 'Calendar', dateBy: 'Finished on' },
    { type: 'timeline', name: 'Timeline', dateBy: 'Finished on' },
  ],
  rows: [
    {
      properties: {
        Name: 'The Elements of Typographic Style',
        Author: 'Robert Bringhurst',
        Shelf: 'Finished',
        'Finished on': { start: '2025-02-09' },
      },
      cover: demoImage('cover-reading-measure.svg'),
      body: [paragraph('The book every note about line length eventually quotes.')],
    },
    {
      properties: {
        Name: 'High Performance Browser Networking',
        Author: 'Ilya Grigorik',
        Shelf: 'Reading',
      },
      cover: demoImage('cover-performance-budget.svg'),
    },
    {
      properties: { Name: 'A Pattern Language', Author: 'Christopher Alexander', Shelf: 'Next' },
      cover: demoImage('cover-quiet-home-page.svg'),
    },
  ],
})

export const BLOCK_TOUR: DemoPost = {
  key: 'block-tour',
  title: 'A tour of every block',
  slug: 'block-tour',
  category: 'Notion',
  tags: ['Notion', 'Writing'],
  date: '2026-09-18',
  emoji: '🧭',
  cover: { word: 'Blocks', motif: 'grid', hue: 210 },
  summary:
    'Headings, lists, code, maths, tables, databases and more: one page that shows everything a Notion page can hold, rendered by Folio.',
  body: [
    callout(
      [
        'This page is a checklist in disguise: if something here looks wrong, the renderer has a bug.',
      ],
      '💡',
      { color: 'blue_background' },
    ),
    tableOfContents(),
    h1('Text and headings'),
    paragraph([
      'A paragraph can be ',
      b('bold'),
      ', ',
      i('italic'),
      ', ',
      s('struck through'),
      ', ',
      u('underlined'),
      ', or hold ',
      code('inline code'),
      '. It can ',
      link('link anywhere', 'https://developer.mozilla.org/'),
      ', change ',
      color('colour', 'red'),
      ' or ',
      color('background', 'yellow_background'),
      ', and even hold an equation like ',
      inlineEquation('e^{i\\pi} + 1 = 0'),
      '.',
    ]),
    h2('Mentions'),
    paragraph([
      pageMention(demoPageId('writing-in-notion')),
      ' explains the columns of the blog database; a mention like this one becomes a link to the post.',
    ]),
    h3('Mixed styles'),
    paragraph([
      styled('Styles combine', ['b'], ['i'], ['h', 'purple']),
      ' — bold, italic and coloured at once.',
    ]),
    h1('Lists'),
    h2('Bulleted and numbered'),
    bullet('Write in Notion', [
      bullet('Fill in the properties', [bullet('title, slug, date, tags')]),
      bullet('Write the body'),
    ]),
    bullet('Publish by setting the status'),
    numbered('Open the database', [numbered('Add a row'), numbered('Give it a slug')]),
    numbered('Write'),
    numbered('Set the status to Published'),
    h2('To-dos'),
    todo('Pick a cover', true),
    todo('Write a summary', true),
    todo('Ask a friend to proofread', false),
    h1('Code and maths'),
    h2('Code in four languages'),
    codeBlock(TYPESCRIPT, 'TypeScript', { caption: 'Which posts are listed' }),
    codeBlock(PYTHON, 'Python'),
    codeBlock(BASH, 'Bash'),
    codeBlock(RUST, 'Rust', { caption: 'Read time, the way this site counts it' }),
    h2('Equations'),
    paragraph([
      'Block equations get their own line; inline ones like ',
      inlineEquation('a^2 + b^2 = c^2'),
      ' flow with the text.',
    ]),
    equation(
      '\\text{reading time} = \\left\\lfloor \\frac{\\text{words}}{400} \\right\\rfloor + 1',
    ),
    h2('A diagram'),
    paragraph('A code block in the Mermaid language is drawn as a diagram:'),
    codeBlock(MERMAID, 'Mermaid', { caption: 'How a post goes live' }),
    h1('Layout'),
    h2('Columns'),
    columns(
      [
        [
          image(demoImage('block-stack.svg'), {
            caption: 'Pages are stacks of blocks',
            width: 800,
            height: 360,
          }),
        ],
        [
          paragraph(b('Columns')),
          paragraph(
            'Side by side on wide screens, stacked on phones. Each column keeps its own ratio.',
          ),
        ],
      ],
      [0.6, 0.4],
    ),
    h2('Quotes, callouts and toggles'),
    quote('Simplicity is about subtracting the obvious and adding the meaningful. — John Maeda'),
    callout('Callouts carry an icon and a background colour.', '📌', {
      color: 'yellow_background',
    }),
    toggle('A toggle hides detail until you ask for it', [
      paragraph('Like this sentence. Toggles can hold any blocks, including lists:'),
      bullet('one'),
      bullet('two'),
    ]),
    h3('A toggle heading', {
      toggleable: true,
      children: [
        paragraph('Toggle headings fold their content and still appear in the table of contents.'),
      ],
    }),
    divider(),
    h1('Media and links'),
    image(demoImage('database-diagram.svg'), {
      caption: ['The blog is a database: ', i('one row per post'), '.'],
      alt: 'A table with title, type, status, slug and date columns',
      width: 800,
      height: 420,
    }),
    bookmark('https://developer.mozilla.org/', 'MDN Web Docs', {
      description: 'Resources for developers, by developers.',
    }),
    paragraph('A link to another page of this blog:'),
    pageLink(demoPageId('stable-urls')),
    h2('A row of images'),
    columns([
      [image(demoImage('gallery-dunes.svg'), { caption: 'Dunes' })],
      [image(demoImage('gallery-harbour.svg'), { caption: 'Harbour' })],
      [image(demoImage('gallery-forest.svg'), { caption: 'Pines' })],
    ]),
    h2('A photo gallery'),
    photoGallery,
    h2('Video and audio'),
    video(media('tour-clip.webm'), { caption: 'Three seconds of test pattern', width: 640, height: 360 }),
    audio(media('chime.wav'), { caption: 'A short chime' }),
    h2('Files, PDFs and embeds'),
    file(media('style-notes.pdf'), 'style-notes.pdf', { size: '1KB' }),
    pdf(media('style-notes.pdf'), { caption: 'The style notes, inline' }),
    embed(media('embed-card.html'), { caption: 'A page in a frame', height: 240 }),
    paragraph([
      'Spoiler text (',
      code('SPOILER_TEXT_TAG'),
      '): the last block of this tour is [sp]a synced block[sp].',
    ]),
    h1('Databases and tables'),
    h2('A simple table'),
    simpleTable([
      ['Block', 'Notion type', 'Shows up in'],
      ['Heading 1', 'header', 'Table of contents'],
      ['Code', 'code', 'Syntax highlighting'],
      ['Equation', 'equation', 'KaTeX'],
    ]),
    h2('An inline database'),
    paragraph('My reading list, with table, gallery, list and board views:'),
    readingList,
    h2('A synced block'),
    syncedBlock(TOUR_SYNCED_ID, [
      callout(
        [
          'Tip: edit a synced block once and every copy changes. ',
          i('This one also appears in another post.'),
        ],
        '🔁',
        { color: 'green_background' },
      ),
    ]),
  ],
}
