// @vitest-environment node
// A page body holding a linked view of the blog database itself (the shape notion-client
// returns for it) must not carry hidden rows, their titles, or any row's password or status.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import type { ExtendedRecordMap } from 'notion-types'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { getArticle } from '@/lib/data/article'
import { getBlogRowPrivacy, getSiteData, resetSiteDataForTests } from '@/lib/data/site-data'
import { writeSnapshot } from '@/lib/notion/builder'
import { readArticleBody, type BodyRecordMap } from '@/lib/notion/body'
import { compactId, getBlock, normaliseRecordMap } from '@/lib/notion/records'
import { smallBlog } from '../fixtures/small-blog'

const LINKED_VIEW = 'aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee'

/** The About page with a linked view of the blog database appended, as notion-client returns it. */
function aboutWithLinkedBlog(fx: ReturnType<typeof smallBlog>): ExtendedRecordMap {
  const root = normaliseRecordMap(fx.ws.getPage(fx.rootId))
  const page = normaliseRecordMap(fx.ws.getPage(fx.ids.about))
  const collectionId = Object.keys(root.collection)[0] as string
  const viewId = Object.keys(root.collection_query[collectionId] ?? {})[0] as string
  const linked = {
    id: LINKED_VIEW, type: 'collection_view', parent_id: fx.ids.about, parent_table: 'block', alive: true,
    collection_id: collectionId, view_ids: [viewId], format: { collection_pointer: { id: collectionId } },
  }
  const aboutPage = getBlock(page, fx.ids.about)
  if (!aboutPage) throw new Error('fixture changed')
  aboutPage.content = [...(aboutPage.content ?? []), LINKED_VIEW]
  page.block[LINKED_VIEW] = { role: 'reader', value: linked as never }
  for (const [id, box] of Object.entries(root.block)) page.block[id] ??= box
  page.collection[collectionId] = root.collection[collectionId] as never
  page.collection_view = { ...page.collection_view, ...root.collection_view }
  page.collection_query[collectionId] = root.collection_query[collectionId] as never
  return page
}

const rowIdsListed = (body: BodyRecordMap) => JSON.stringify(body.collection_query)

function expectNothingHidden(body: BodyRecordMap, fx: ReturnType<typeof smallBlog>) {
  const text = JSON.stringify(body)
  for (const hidden of [fx.ids.draft, fx.ids.future]) {
    expect(body.block[hidden]).toBeUndefined()
    expect(rowIdsListed(body)).not.toContain(hidden)
  }
  expect(text).not.toContain('"Future"')
  // The Locked post's password, and no row's status column.
  expect(text).not.toContain('[["pw"]]')
  expect(text).not.toMatch(/"name":"password"|"name":"status"/)
  const first = getBlock(body, fx.ids.first)
  expect(first?.properties).toMatchObject({ title: [['First post']] })
  expect(Object.values(first?.properties ?? {})).not.toContainEqual([['Published']])
  expect(rowIdsListed(body)).toContain(fx.ids.first)
}

describe('a linked view of the blog database inside a body', () => {
  it('keeps only rows visitors may see, without password or status (lib/notion)', () => {
    const fx = smallBlog()
    const visible = [fx.ids.first, fx.ids.second, fx.ids.locked, fx.ids.about].map(compactId)
    const body = readArticleBody(aboutWithLinkedBlog(fx), compactId(fx.ids.about), undefined, {
      visibleRowIds: new Set(visible),
      privateProperties: ['password', 'status'],
    })
    expectNothingHidden(body.recordMap, fx)
    expect(body.recordMap.block[fx.ids.locked]).toBeDefined()
  })

  it('shows no blog row at all when the caller names none, instead of every row', () => {
    const fx = smallBlog()
    const body = readArticleBody(aboutWithLinkedBlog(fx), compactId(fx.ids.about))
    expect(body.recordMap.block[fx.ids.first]).toBeUndefined()
    expect(body.recordMap.block[fx.ids.draft]).toBeUndefined()
    expect(JSON.stringify(body.recordMap)).not.toContain('[["pw"]]')
  })

  describe('through the data layer', () => {
    let tmp: string
    const KEYS = ['NOTION_PAGE_ID', 'NOTION_SNAPSHOT_DIR', 'FOLIO_CACHE_DIR'] as const
    const saved = Object.fromEntries(KEYS.map((k) => [k, process.env[k]]))
    beforeEach(() => {
      tmp = mkdtempSync(path.join(tmpdir(), 'folio-linked-'))
      vi.spyOn(console, 'warn').mockImplementation(() => {})
    })
    afterEach(() => {
      vi.restoreAllMocks()
      for (const k of KEYS) {
        if (saved[k] === undefined) delete process.env[k]
        else process.env[k] = saved[k]
      }
      resetSiteDataForTests()
      rmSync(tmp, { recursive: true, force: true })
    })

    it('serves the About page with visible rows only (Published and Invisible, in schedule)', async () => {
      const fx = smallBlog()
      const dir = path.join(tmp, 'ws')
      writeSnapshot(dir, fx.ws)
      writeFileSync(path.join(dir, `${compactId(fx.ids.about)}.json`), JSON.stringify(aboutWithLinkedBlog(fx)))
      Object.assign(process.env, { NOTION_PAGE_ID: compactId(fx.rootId), NOTION_SNAPSHOT_DIR: dir, FOLIO_CACHE_DIR: path.join(tmp, 'cache') })
      resetSiteDataForTests()
      const about = (await getSiteData()).site.routable.find((p) => p.title === 'About')
      if (!about) throw new Error('fixture changed')
      const body = (await getArticle(about)).body
      if (!body) throw new Error('About has a body')
      expectNothingHidden(body, fx)
      // Invisible rows exist for visitors (reachable by URL); the Notice and menus are visible rows too.
      expect(body.block[fx.ids.invisible]).toBeDefined()
      expect(body.block[fx.ids.notice]).toBeDefined()
    })

    it('works the visible rows out once per fetched index, and again when a scheduled post starts', async () => {
      const fx = smallBlog()
      const dir = path.join(tmp, 'ws')
      writeSnapshot(dir, fx.ws)
      Object.assign(process.env, { NOTION_PAGE_ID: compactId(fx.rootId), NOTION_SNAPSHOT_DIR: dir, FOLIO_CACHE_DIR: path.join(tmp, 'cache') })
      resetSiteDataForTests()
      await getSiteData()
      const first = await getBlogRowPrivacy()
      expect(await getBlogRowPrivacy()).toBe(first)
      expect(first.visibleRowIds.has(compactId(fx.ids.future))).toBe(false)
      // 2099-01-01 09:00 in Shanghai has come: the same index now shows the scheduled post.
      vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2099, 0, 1, 1, 0, 1) })
      try {
        const later = await getBlogRowPrivacy()
        expect(later).not.toBe(first)
        expect(later.visibleRowIds.has(compactId(fx.ids.future))).toBe(true)
      } finally {
        vi.useRealTimers()
      }
    })
  })
})
