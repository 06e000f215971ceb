// @vitest-environment node
// Every read endpoint through the real @notionhq/client pointed at the stand-in.
import {
  collectPaginatedAPI,
  isFullBlock,
  isFullDataSource,
  isFullPage,
  type PageObjectResponse,
} from '@notionhq/client'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { dashedId } from '@/lib/notion/public-stub/ids'
import {
  BIG_POSTS,
  bigWorkspace,
  client,
  closeStubs,
  DEMO_DATABASE,
  DEMO_DIR,
  DEMO_SHOWCASE,
  LONG_BODY,
  LONG_RELATION,
  MENTIONS,
  startStub,
} from './fixtures'

afterEach(() => closeStubs())

describe('the demo workspace through the public API', () => {
  it('retrieves the database with its data source, the schema and the rows', async () => {
    const notion = client(await startStub({ dir: DEMO_DIR }))
    const database = await notion.databases.retrieve({ database_id: DEMO_DATABASE })
    expect(database).toMatchObject({
      object: 'database',
      id: dashedId(DEMO_DATABASE),
      is_inline: false,
    })
    if (!('data_sources' in database)) throw new Error('partial database')
    const [source] = database.data_sources
    expect(source?.name).toBe('Folio Demo')

    const dataSource = await notion.dataSources.retrieve({ data_source_id: source?.id ?? '' })
    if (!isFullDataSource(dataSource)) throw new Error('partial data source')
    expect(dataSource.parent).toEqual({ type: 'database_id', database_id: database.id })
    expect(dataSource.properties.title).toMatchObject({ id: 'title', type: 'title' })
    expect(dataSource.properties.status).toMatchObject({
      type: 'select',
      select: { options: expect.arrayContaining([expect.objectContaining({ name: 'Published' })]) },
    })
    expect(dataSource.properties.tags?.type).toBe('multi_select')
    expect(dataSource.properties.date?.type).toBe('date')

    const rows = await collectPaginatedAPI(notion.dataSources.query, {
      data_source_id: source?.id ?? '',
    })
    expect(rows.length).toBeGreaterThan(20)
    const post = rows
      .filter(isFullPage)
      .find((row) => row.id === dashedId('0015504c86594d1899af851252627d22'))
    expect(post?.parent).toEqual({
      type: 'data_source_id',
      data_source_id: source?.id,
      database_id: database.id,
    })
    expect(post?.properties.title).toMatchObject({
      type: 'title',
      title: [{ plain_text: 'Small scripts in Rust' }],
    })
    expect(post?.properties.tags).toMatchObject({
      type: 'multi_select',
      multi_select: [{ name: 'Rust' }, { name: 'Tools' }],
    })
    expect(post?.properties.date).toMatchObject({
      type: 'date',
      date: { start: '2024-12-01', end: null },
    })
    expect(post?.icon).toEqual({ type: 'emoji', emoji: '🦀' })
  })

  it('retrieves a page, a block, its children, users and search results', async () => {
    const notion = client(await startStub({ dir: DEMO_DIR }))
    const page = await notion.pages.retrieve({ page_id: DEMO_SHOWCASE })
    expect(page).toMatchObject({ object: 'page', id: dashedId(DEMO_SHOWCASE) })
    const children = await notion.blocks.children.list({ block_id: DEMO_SHOWCASE })
    expect(children.results.length).toBeGreaterThan(10)
    const first = children.results[0]
    expect(first && isFullBlock(first) ? first.parent : undefined).toEqual({
      type: 'page_id',
      page_id: dashedId(DEMO_SHOWCASE),
    })
    const toggle = children.results.filter(isFullBlock).find((block) => block.type === 'toggle')
    expect(toggle?.has_children).toBe(true)
    const inner = await notion.blocks.children.list({ block_id: toggle?.id ?? '' })
    expect(inner.results.length).toBeGreaterThan(0)
    expect(await notion.blocks.retrieve({ block_id: toggle?.id ?? '' })).toMatchObject({
      id: toggle?.id,
      type: 'toggle',
    })

    const users = await notion.users.list({})
    expect(users.results.map((user) => user.object)).toContain('user')
    const me = await notion.users.me({})
    expect(me).toMatchObject({ type: 'bot' })
    const author = users.results.find((user) => 'type' in user && user.type === 'person')
    expect(await notion.users.retrieve({ user_id: author?.id ?? '' })).toMatchObject({
      id: author?.id,
    })

    const found = await notion.search({
      query: 'rust',
      filter: { property: 'object', value: 'page' },
    })
    expect(found.results.map((result) => result.id)).toContain(
      dashedId('0015504c86594d1899af851252627d22'),
    )
    const sources = await notion.search({ filter: { property: 'object', value: 'data_source' } })
    expect(sources.results.every((result) => result.object === 'data_source')).toBe(true)
    expect(sources.results.length).toBeGreaterThan(0)
  })
})

describe('pagination (100 at most per call)', () => {
  let big: ReturnType<typeof bigWorkspace>
  beforeAll(() => {
    big = bigWorkspace()
  })
  afterAll(() => closeStubs())

  it('pages a data source of more than 100 rows with start_cursor / next_cursor', async () => {
    const stub = await startStub({ pages: big.pages })
    const notion = client(stub)
    const first = await notion.dataSources.query({ data_source_id: big.collectionId })
    expect(first.results).toHaveLength(100)
    expect(first.has_more).toBe(true)
    const second = await notion.dataSources.query({
      data_source_id: big.collectionId,
      start_cursor: first.next_cursor ?? '',
    })
    expect(second.has_more).toBe(false)
    expect(second.next_cursor).toBeNull()
    const ids = [...first.results, ...second.results].map((row) => row.id)
    // The synthetic blog: its posts, plus Config, Notice, five menus and About.
    expect(new Set(ids).size).toBe(BIG_POSTS + 8)
    const small = await notion.dataSources.query({ data_source_id: big.collectionId, page_size: 7 })
    expect(small.results).toHaveLength(7)
    await expect(
      notion.dataSources.query({ data_source_id: big.collectionId, page_size: 101 }),
    ).rejects.toMatchObject({ status: 400, code: 'validation_error' })
  })

  it('pages block children beyond 100, and the client collects them all', async () => {
    const notion = client(await startStub({ pages: big.pages }))
    const page = await notion.blocks.children.list({ block_id: big.longPageId })
    expect(page.results).toHaveLength(100)
    expect(page.has_more).toBe(true)
    const all = await collectPaginatedAPI(notion.blocks.children.list, { block_id: big.longPageId })
    expect(all).toHaveLength(LONG_BODY)
    expect(
      all.map((block) =>
        isFullBlock(block) && block.type === 'paragraph'
          ? block.paragraph.rich_text[0]?.plain_text
          : '',
      ),
    ).toEqual(Array.from({ length: LONG_BODY }, (_, n) => `Paragraph ${n}`))
  })

  it('shortens a long relation in the page object and pages it through the property item endpoint', async () => {
    const notion = client(await startStub({ pages: big.pages }))
    const page = (await notion.pages.retrieve({ page_id: big.relatedRowId })) as PageObjectResponse
    const relation = page.properties.related
    expect(relation?.type).toBe('relation')
    if (relation?.type !== 'relation') return
    expect(relation.relation).toHaveLength(25)
    expect((relation as unknown as { has_more: boolean }).has_more).toBe(true)

    const items = await collectPaginatedAPI(
      (args: { start_cursor?: string; page_size?: number }) =>
        // The property item list pages like any list; collectPaginatedAPI only reads results and next_cursor.
        notion.pages.properties.retrieve({
          page_id: big.relatedRowId,
          property_id: relation.id,
          ...args,
        }) as unknown as ReturnType<typeof notion.blocks.children.list>,
      { page_size: 20 },
    )
    expect(items).toHaveLength(LONG_RELATION)
    expect(
      items.map((item) => (item as unknown as { relation: { id: string } }).relation.id),
    ).toEqual(big.related.map(dashedId))

    const summary = page.properties.summary
    if (summary?.type !== 'rich_text') throw new Error('summary is rich text')
    // Runs over 2,000 characters come split, as Notion's.
    expect(summary.rich_text.map((run) => run.plain_text.length)).toEqual([2000, 2000, 500])
    const summaryItems = await notion.pages.properties.retrieve({
      page_id: big.relatedRowId,
      property_id: summary.id,
    })
    expect(summaryItems).toMatchObject({
      object: 'list',
      type: 'property_item',
      property_item: { type: 'rich_text' },
    })
    // Mentions past the 25th are left out of the page object; the property item lists them all.
    const comment = page.properties.ext
    if (comment?.type !== 'rich_text') throw new Error('ext is rich text')
    expect(comment.rich_text.filter((run) => run.type === 'mention')).toHaveLength(25)
    const mentions = await collectPaginatedAPI(
      (args: { start_cursor?: string }) =>
        notion.pages.properties.retrieve({
          page_id: big.relatedRowId,
          property_id: comment.id,
          ...args,
        }) as unknown as ReturnType<typeof notion.blocks.children.list>,
      {},
    )
    expect(
      mentions.filter(
        (item) => (item as unknown as { rich_text: { type: string } }).rich_text.type === 'mention',
      ),
    ).toHaveLength(MENTIONS)

    const single = await notion.pages.properties.retrieve({
      page_id: big.relatedRowId,
      property_id: page.properties.type?.id ?? '',
    })
    expect(single).toMatchObject({
      object: 'property_item',
      type: 'select',
      select: { name: 'Config' },
    })
  })
})
