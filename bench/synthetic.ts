// Synthetic blog workspaces of any size, for benchmarks and scale tests.
//   npx tsx bench/synthetic.ts --posts 1000 --out /tmp/ws [--seed s] [--shape wrapped2026] [--uploads]
// Same seed → same workspace. Written in the snapshot format of demo/workspace. --uploads makes
// posts look like recorded ones: most with a cover and a body image uploaded to Notion (its S3
// file host), some with a file too, some mentioning another post (fetched apart, as Notion does).
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import {
  blogSchema,
  bullet,
  codeBlock,
  configDatabase,
  file as attachment,
  h2,
  h3,
  image,
  NotionWorkspace,
  notionId,
  pageMention,
  paragraph,
  writeSnapshot,
} from '@/lib/notion/builder'
import type { BlockSpec, OptionColor, RecordShape } from '@/lib/notion/builder'

export interface SyntheticOptions {
  posts: number
  seed?: string
  shape?: RecordShape
  /** Notion-hosted covers and body images on about 70 % of posts (a file on some), a mention in about 15 %. */
  uploads?: boolean
  /** Every Nth post written in Chinese (title, summary, body), for CJK search at scale; none by default. */
  chineseEvery?: number
}

/** Where Notion keeps an upload (the host image-url.ts sends through Notion's image proxy). */
const UPLOAD_HOST = 'https://prod-files-secure.s3.us-west-2.amazonaws.com'
const UPLOAD_SHARE = 0.7
const MENTION_SHARE = 0.15

/** A recorded post's extras: an uploaded cover and body image, a mention of another post. */
function uploadsOf(seed: string, n: number, rand: () => number, otherPostId: string | undefined) {
  const uploaded = rand() < UPLOAD_SHARE
  const mentions = otherPostId !== undefined && rand() < MENTION_SHARE
  const upload = (name: string) => `${UPLOAD_HOST}/${notionId(`${seed}/space`)}/${notionId(`${seed}/upload/${n}/${name}`)}/${name}`
  const blocks: BlockSpec[] = []
  if (uploaded) blocks.push(image(upload('photo.jpg'), { width: 1600, height: 1067, caption: `Photo of post ${n}` }))
  if (uploaded && n % 4 === 0) blocks.push(attachment(upload('notes.pdf'), 'notes.pdf', { size: '120KB' }))
  if (mentions) blocks.push(paragraph(['Continues ', pageMention(otherPostId), '.']))
  return { cover: uploaded ? upload('cover.jpg') : undefined, blocks }
}

const COLORS: OptionColor[] = [
  'default',
  'gray',
  'brown',
  'orange',
  'yellow',
  'green',
  'blue',
  'purple',
  'pink',
  'red',
]
const CATEGORIES = ['Engineering', 'Design', 'Notes', 'Travel', 'Reviews', '随笔']
const TAGS =
  'web,css,react,typescript,rust,python,notion,writing,photo,books,music,food,tools,linux,go,sql,design,ai,cloud,生活'.split(
    ',',
  )
const WORDS =
  'quiet river garden signal lantern harbour meadow paper window orbit copper market winter compass thread canvas engine ember atlas cedar'.split(
    ' ',
  )
const START = Date.UTC(2019, 0, 1)
const END = Date.UTC(2026, 9, 31)

/** Deterministic pseudo-random numbers (LCG) from a string seed. */
function random(seed: string): () => number {
  let state = 2166136261
  for (const ch of seed) state = Math.imul(state ^ ch.charCodeAt(0), 16777619) >>> 0
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

const CHINESE_WORDS = '灯笼 港口 草地 纸张 窗户 轨道 铜器 市场 冬天 指南针 线索 画布 引擎 余烬 地图 雪松 河流 花园 信号 安静'.split(' ')

function chineseBody(n: number, pick: <T>(list: T[]) => T): BlockSpec[] {
  const sentence = () => `${pick(CHINESE_WORDS)}的${pick(CHINESE_WORDS)}在${pick(CHINESE_WORDS)}旁边遇见${pick(CHINESE_WORDS)}。`
  return [
    paragraph(`${sentence()}${sentence()}${sentence()}`),
    h2(`第${n}篇的第一部分`),
    paragraph(`${sentence()}${sentence()}`),
    bullet(sentence()),
    h2('结语'),
    paragraph(sentence()),
  ]
}

function body(n: number, pick: <T>(list: T[]) => T): BlockSpec[] {
  const sentence = () =>
    `The ${pick(WORDS)} ${pick(WORDS)} meets the ${pick(WORDS)} by the ${pick(WORDS)}.`
  return [
    paragraph(`${sentence()} ${sentence()} ${sentence()}`),
    h2(`Part one of post ${n}`),
    paragraph(`${sentence()} ${sentence()}`),
    bullet(sentence()),
    bullet(sentence()),
    h3('A detail'),
    codeBlock(`export const post${n} = ${n} // ${pick(WORDS)}`, 'TypeScript'),
    h2('Closing'),
    paragraph(sentence()),
  ]
}

/** The blog database page of the workspace a seed makes, 32 hex (NOTION_PAGE_ID). */
export function syntheticRootId(seed = 'synthetic'): string {
  return notionId(`${seed}/root`).replace(/-/g, '')
}

export function buildSyntheticWorkspace(opts: SyntheticOptions) {
  const seed = opts.seed ?? 'synthetic'
  const rand = random(seed)
  const pick = <T>(list: T[]): T => list[Math.floor(rand() * list.length)] as T
  const ws = new NotionWorkspace({ seed, time: START })
  const rootPageId = notionId(`${seed}/root`)
  const blog = ws.addDatabasePage({
    id: rootPageId,
    seed: `${seed}/blog`,
    title: `Synthetic blog (${opts.posts} posts)`,
    description: 'Generated for benchmarks.',
    schema: blogSchema({
      seed: `${seed}/blog`,
      categories: CATEGORIES.map((value, i) => ({ value, color: COLORS[(i + 3) % COLORS.length] })),
      tags: TAGS.map((value, i) => ({ value, color: COLORS[i % COLORS.length] })),
    }),
    views: [
      { type: 'table', name: 'All' },
      { type: 'gallery', name: 'Posts', filter: (r) => r.values.type === 'Post' },
    ],
  })
  const row = (
    title: string,
    type: string,
    slug: string,
    extra: Record<string, string> = {},
    rowBody: BlockSpec[] = [],
  ) =>
    blog.addRow({
      seed: `${seed}/${type}/${slug}`,
      properties: { title, type, status: 'Published', slug, ...extra },
      body: rowBody,
    })
  row('Config', 'Config', 'config', {}, [
    configDatabase(`${seed}/config`, [{ name: 'AUTHOR', value: 'Synthetic', enable: true }]),
  ])
  row('Notice', 'Notice', 'notice', {}, [paragraph('A synthetic notice.')])
  for (const [title, slug, type] of [
    ['Home', '/', 'Menu'],
    ['Archive', '/archive', 'Menu'],
    ['Categories', '/category', 'Menu'],
    ['Tags', '/tag', 'SubMenu'],
    ['Search', '/search', 'SubMenu'],
  ] as const) {
    row(title, type, slug, { icon: 'fas fa-circle' })
  }
  row('About', 'Page', 'about', {}, [paragraph('About this synthetic blog.')])
  let previousPostId: string | undefined
  for (let n = opts.posts; n >= 1; n--) {
    // Newest first, spread evenly over the years with a little jitter.
    const time = Math.floor(START + ((END - START) * (n - rand() * 0.5)) / (opts.posts + 1))
    const date = new Date(time).toISOString().slice(0, 10)
    const tags = [
      ...new Set([pick(TAGS), pick(TAGS), pick(TAGS)].slice(0, 1 + Math.floor(rand() * 3))),
    ]
    const extras = opts.uploads ? uploadsOf(seed, n, rand, previousPostId) : { cover: undefined, blocks: [] }
    const chinese = !!opts.chineseEvery && n % opts.chineseEvery === 0
    previousPostId = blog.addRow({
      seed: `${seed}/post/${n}`,
      properties: {
        title: chinese ? `${pick(CHINESE_WORDS)}与${pick(CHINESE_WORDS)} ${n}` : `${pick(WORDS)} ${pick(WORDS)} ${n}`,
        type: 'Post',
        status: 'Published',
        slug: `post-${n}`,
        category: pick(CATEGORIES),
        tags,
        date: { start: date },
        summary: chinese
          ? `第${n}篇：关于${pick(CHINESE_WORDS)}和${pick(CHINESE_WORDS)}的笔记。`
          : `Post ${n}: notes about ${pick(WORDS)} and ${pick(WORDS)}.`,
      },
      body: [...(chinese ? chineseBody(n, pick) : body(n, pick)), ...extras.blocks],
      ...(extras.cover ? { cover: extras.cover } : {}),
      createdTime: time,
      lastEditedTime: time + Math.floor(rand() * 30) * 86_400_000,
    })
  }
  return { ws, rootPageId, pageIds: [rootPageId, ...blog.rows.map((r) => r.id)] }
}

export function writeSyntheticWorkspace(
  dir: string,
  opts: SyntheticOptions,
): { rootPageId: string } {
  const { ws, rootPageId, pageIds } = buildSyntheticWorkspace(opts)
  writeSnapshot(dir, ws, { pageIds, shape: opts.shape, pretty: false })
  return { rootPageId }
}

function argument(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`)
  return index >= 0 ? process.argv[index + 1] : undefined
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const posts = Number(argument('posts') ?? 100)
  const out = argument('out')
  const shape = argument('shape')
  const uploads = process.argv.includes('--uploads')
  if (
    !out ||
    !Number.isInteger(posts) ||
    posts < 0 ||
    (shape && shape !== 'classic' && shape !== 'wrapped2026')
  ) {
    console.error(
      'usage: tsx bench/synthetic.ts --posts N --out DIR [--seed S] [--shape classic|wrapped2026] [--uploads]',
    )
    process.exit(1)
  }
  const started = Date.now()
  const { rootPageId } = writeSyntheticWorkspace(out, {
    posts,
    seed: argument('seed'),
    shape: shape as RecordShape | undefined,
    uploads,
  })
  console.log(
    `wrote ${posts} posts to ${out} (root ${rootPageId.replace(/-/g, '')}) in ${Date.now() - started} ms`,
  )
}
