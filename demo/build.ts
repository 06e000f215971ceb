// Builds the demo workspace from the content modules and writes it out: one getPage()
// recordMap per page under demo/workspace/, generated images under public/demo/images/.
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { blogSchema, NotionWorkspace, smallNumber, writeSnapshot } from '@/lib/notion/builder'
import type { Database, DateInput, PropertyInput } from '@/lib/notion/builder'
import { coverSvg } from './art/covers'
import { GALLERY } from './art/gallery'
import { ILLUSTRATIONS } from './art/illustrations'
import { demoMedia } from './art/media'
import { CATEGORIES, SITE, TAGS } from './content/site'
import { demoImage, demoPageId } from './content/types'
import type { DemoPost } from './content/types'
import { DEMO_ROWS } from './rows'

export const DEMO_ROOT_ID = 'f01105a1-e0b1-4c0f-8a2d-5e6b7c8d9e0f'

const DAY = 86_400_000
const FOUNDED = Date.UTC(2023, 0, 15, 9)
// Edits stop before the demo's "present", so nothing looks edited in the future.
const LAST_EDIT_LIMIT = Date.UTC(2026, 9, 31, 18)

function dateOf(post: DemoPost): DateInput | undefined {
  return typeof post.date === 'string' ? { start: post.date } : post.date
}

function timesOf(post: DemoPost): { createdTime: number; lastEditedTime: number } {
  const start = dateOf(post)?.start
  const planned = start ? Date.parse(`${start}T08:30:00Z`) - 2 * DAY : FOUNDED
  const created = Math.min(planned, Date.UTC(2026, 9, 20))
  const after = (post.editedAfterDays ?? smallNumber(post.key, 40) - 1) * DAY
  return {
    createdTime: created,
    lastEditedTime: Math.max(created, Math.min(created + after, LAST_EDIT_LIMIT)),
  }
}

function properties(post: DemoPost): Record<string, PropertyInput | undefined> {
  return {
    title: post.title,
    type: post.type ?? 'Post',
    status: post.status ?? 'Published',
    slug: post.slug,
    category: post.category,
    tags: post.tags,
    date: dateOf(post),
    summary: post.summary,
    password: post.password,
    icon: post.iconClass,
    ext: post.ext,
    comment: post.comment,
  }
}

export interface DemoWorkspace {
  ws: NotionWorkspace
  blog: Database
  /** Pages written as files: the root and every row. */
  pageIds: string[]
  /** File name → SVG source. */
  images: Record<string, string>
}

export function buildDemoWorkspace(): DemoWorkspace {
  const ws = new NotionWorkspace({
    seed: 'folio-demo',
    time: FOUNDED,
    user: { givenName: 'Folio', familyName: 'Demo', email: 'demo@example.com' },
  })
  const isPublishedPost = (values: Record<string, PropertyInput | undefined>) =>
    values.type === 'Post' && values.status === 'Published'
  const blog = ws.addDatabasePage({
    id: DEMO_ROOT_ID,
    seed: 'folio-demo/blog',
    title: SITE.title,
    description: SITE.description,
    icon: SITE.icon,
    cover: SITE.cover,
    coverPosition: 0.5,
    schema: blogSchema({ seed: 'folio-demo/blog', categories: CATEGORIES, tags: TAGS }),
    views: [
      { type: 'table', name: 'All rows' },
      { type: 'gallery', name: 'Published posts', filter: (row) => isPublishedPost(row.values) },
    ],
  })
  const images: Record<string, string> = { ...ILLUSTRATIONS, ...GALLERY }
  for (const post of DEMO_ROWS) {
    const coverFile = `cover-${post.key}.svg`
    if (post.cover) images[coverFile] = coverSvg(post.cover)
    blog.addRow({
      id: demoPageId(post.key),
      properties: properties(post),
      icon: post.emoji,
      cover: post.cover ? demoImage(coverFile) : undefined,
      fullWidth: post.fullWidth,
      body: post.body,
      ...timesOf(post),
    })
  }
  recordImageSizes(ws, images)
  return { ws, blog, pageIds: [DEMO_ROOT_ID, ...blog.rows.map((r) => r.id)], images }
}

/** The width and height an SVG declares on its root element. */
export function svgSize(source: string): { width: number; height: number } | undefined {
  const root = /<svg\b[^>]*>/.exec(source)?.[0] ?? ''
  const width = Number(/\swidth="(\d+(?:\.\d+)?)"/.exec(root)?.[1])
  const height = Number(/\sheight="(\d+(?:\.\d+)?)"/.exec(root)?.[1])
  return width > 0 && height > 0 ? { width, height } : undefined
}

/**
 * Image blocks showing a generated picture get its real size, as Notion records an uploaded
 * image's (block_width / block_height / block_aspect_ratio): the renderer reserves the space.
 */
function recordImageSizes(ws: NotionWorkspace, images: Record<string, string>): void {
  for (const block of ws.blocks.values()) {
    if (block.type !== 'image') continue
    const source = block.properties?.source?.[0]?.[0]
    const name = typeof source === 'string' ? /^\/demo\/images\/([^?#]+)$/.exec(source)?.[1] : undefined
    const size = name ? svgSize(images[name] ?? '') : undefined
    if (!size) continue
    const width = Math.min(size.width, Number(block.format?.block_width) || size.width)
    block.format = { ...block.format, block_width: width, block_height: Math.round((width * size.height) / size.width), block_aspect_ratio: size.height / size.width }
  }
}

const MEDIA_DIR = join(import.meta.dirname, '..', 'public', 'demo', 'media')

/** Throws when a page refers to a /demo/images/ or /demo/media/ file that does not exist. */
function checkImages(ws: NotionWorkspace, pageIds: string[], images: Record<string, string>): void {
  const media = demoMedia()
  for (const id of pageIds) {
    const json = JSON.stringify(ws.getPage(id))
    for (const match of json.matchAll(/\/demo\/images\/([^"?#\\]+)/g)) {
      if (match[1] && !images[match[1]])
        throw new Error(`page ${id} uses missing image ${match[1]}`)
    }
    for (const match of json.matchAll(/\/demo\/media\/([^"?#\\]+)/g)) {
      if (match[1] && !media[match[1]] && !existsSync(join(MEDIA_DIR, match[1])))
        throw new Error(`page ${id} uses missing media file ${match[1]}`)
    }
  }
}

function clearGenerated(dir: string, extension: string): void {
  if (!existsSync(dir)) return
  for (const name of readdirSync(dir)) if (name.endsWith(extension)) rmSync(join(dir, name))
}

export function writeDemo(dirs: { workspaceDir: string; imagesDir: string }): {
  pages: string[]
  images: string[]
} {
  const { ws, pageIds, images } = buildDemoWorkspace()
  checkImages(ws, pageIds, images)
  clearGenerated(dirs.workspaceDir, '.json')
  clearGenerated(dirs.imagesDir, '.svg')
  const pages = writeSnapshot(dirs.workspaceDir, ws, { pageIds })
  mkdirSync(dirs.imagesDir, { recursive: true })
  for (const [name, source] of Object.entries(images))
    writeFileSync(join(dirs.imagesDir, name), source)
  // Generated media sit beside the images (public/demo/media/), next to the committed video.
  const mediaDir = join(dirs.imagesDir, '..', 'media')
  mkdirSync(mediaDir, { recursive: true })
  for (const [name, contents] of Object.entries(demoMedia())) writeFileSync(join(mediaDir, name), contents)
  return { pages, images: Object.keys(images) }
}
