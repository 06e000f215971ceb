// @vitest-environment node
// What the demo workspace contains: the rows, switches and words other tests rely on.
import { rmSync } from 'node:fs'
import { DEMO_ROOT_ID } from '@/demo/build'
import { bodyText, buildDemoInto, fileName, readSnapshot, rowsOf, unwrap } from './demo-reader'
import type { Row } from './demo-reader'

describe('demo workspace content', () => {
  const dirs = buildDemoInto()
  const files = readSnapshot(dirs.workspaceDir)
  afterAll(() => rmSync(dirs.base, { recursive: true, force: true }))
  const root = files.get(fileName(DEMO_ROOT_ID))!
  const rows = rowsOf(root)
  const byTitle = (title: string, type = 'Post') =>
    rows.find((r) => r.props.title === title && r.props.type === type)!
  const fileOf = (row: Row) => files.get(fileName(row.id))!
  const visiblePosts = rows.filter(
    (r) =>
      r.props.type === 'Post' &&
      r.props.status === 'Published' &&
      !r.date?.start_date?.startsWith('2099'),
  )

  it('has enough published posts across categories, tags, years and languages', () => {
    expect(visiblePosts.length).toBeGreaterThanOrEqual(26)
    expect(new Set(visiblePosts.map((r) => r.props.category)).size).toBe(5)
    expect(
      new Set(visiblePosts.flatMap((r) => r.props.tags!.split(','))).size,
    ).toBeGreaterThanOrEqual(12)
    const dates = visiblePosts.map((r) => r.date!.start_date!)
    for (const date of dates) expect(date >= '2023-01-01' && date < '2026-11-01', date).toBe(true)
    expect(new Set(dates.map((d) => d.slice(0, 4)))).toEqual(
      new Set(['2023', '2024', '2025', '2026']),
    )
    const chinese = visiblePosts.filter((r) => /[\u4e00-\u9fff]/.test(r.props.title!)).length
    expect(chinese / visiblePosts.length).toBeGreaterThan(0.25)
    expect(chinese / visiblePosts.length).toBeLessThan(0.45)
    const covered = visiblePosts.filter((r) =>
      String(r.format.page_cover ?? '').startsWith('/demo/images/'),
    )
    expect(covered.length / visiblePosts.length).toBeGreaterThan(0.7)
    expect(visiblePosts.some((r) => typeof r.format.page_icon === 'string')).toBe(true)
    const collection = unwrap(Object.values(root.collection!)[0])!
    const tagsEntry = Object.values(
      collection.schema as Record<string, { name: string; options: { color: string }[] }>,
    ).find((e) => e.name === 'tags')!
    expect(new Set(tagsEntry.options.map((o) => o.color)).size).toBeGreaterThanOrEqual(8)
  })

  it('has the pages, notice, menus in order and the Config row', () => {
    expect(byTitle('About', 'Page').props).toMatchObject({ slug: 'about', status: 'Published' })
    expect(byTitle('Links', 'Page').props).toMatchObject({ slug: 'links', status: 'Published' })
    expect(rows.filter((r) => r.props.type === 'Notice')).toHaveLength(1)
    const menus = rows.filter((r) => r.props.type === 'Menu' || r.props.type === 'SubMenu')
    expect(menus.map((r) => `${r.props.type}:${r.props.slug}`)).toEqual([
      'Menu:/',
      'Menu:/archive',
      'Menu:/category',
      'SubMenu:/tag',
      'SubMenu:/search',
      'Menu:/about',
      'Menu:https://github.com/',
    ])
    for (const menu of menus) expect(menu.props.icon).toMatch(/^fa[sb] fa-[a-z]+$/)
    const config = fileOf(byTitle('Config', 'Config'))
    const settings = Object.values(config.block!)
      .map(unwrap)
      .filter(
        (b) => b?.parent_table === 'collection' && b.parent_id !== Object.keys(root.collection!)[0],
      )
    const collection = Object.values(config.collection!)
      .map(unwrap)
      .find((c) => c!.id === settings[0]!.parent_id)!
    const schema = collection.schema as Record<string, { name: string }>
    expect(Object.values(schema).map((e) => e.name)).toEqual(['Name', 'Value', 'Enable', 'Remark'])
    const named = Object.fromEntries(
      settings.map((b) => {
        const p = b!.properties as Record<string, string[][]>
        const get = (name: string) =>
          p[Object.keys(schema).find((k) => schema[k]!.name === name)!]?.[0]?.[0]
        return [get('Name'), { value: get('Value'), enable: get('Enable') }]
      }),
    )
    expect(named.AUTHOR).toEqual({ value: 'Folio Demo', enable: 'Yes' })
    expect(named.SINCE).toEqual({ value: '2023', enable: 'Yes' })
    // The demo's content is English, so is its interface (LANG's default, zh-CN, is for real workspaces).
    expect(named.LANG).toEqual({ value: 'en-US', enable: 'Yes' })
    expect(named.THEME).toEqual({ value: 'hexo', enable: 'No' })
    expect(JSON.parse(named.INLINE_CONFIG!.value!)).toEqual({ KEYWORDS: 'Notion, blog, Folio' })
    expect(named.POSTS_PER_PAGE).toBeUndefined()
  })

  it('locks one post with password folio, its secret words only in the body', () => {
    const locked = rows.filter((r) => r.props.password)
    expect(locked).toHaveLength(1)
    expect(locked[0]!.props.password).toBe('folio')
    expect(locked[0]!.props.status).toBe('Published')
    expect(JSON.stringify(locked[0]!.props)).not.toMatch(/saffron lighthouse/)
    expect(bodyText(fileOf(locked[0]!), locked[0]!.id)).toMatch(/saffron lighthouse/)
    expect(JSON.stringify(root)).not.toMatch(/saffron|lighthouse/)
  })

  it('keeps each distinctive word in exactly the page it belongs to', () => {
    const pagesWith = (word: string) =>
      [...files].filter(([, f]) => JSON.stringify(f).includes(word)).map(([n]) => n)
    const invisible = rows.find((r) => r.props.status === 'Invisible')!
    expect(pagesWith('quietmoss')).toEqual([fileName(invisible.id)])
    const draft = rows.find((r) => r.props.status === 'Draft')!
    expect(draft.props.title).toMatch(/draftwhale/)
    expect(bodyText(fileOf(draft), draft.id)).toMatch(/draftwhale/)
    const future = rows.find((r) => r.date?.start_date === '2099-01-01')!
    expect(future.date).toMatchObject({ start_time: '09:00', time_zone: 'Asia/Shanghai' })
    expect(future.props).toMatchObject({ status: 'Published', type: 'Post' })
    expect(future.props.title).toMatch(/futurefern/)
    expect(bodyText(fileOf(future), future.id)).toMatch(/futurefern/)
    const zephyr = pagesWith('zephyrine')
    expect(zephyr).toHaveLength(1)
    const owner = rows.find((r) => fileName(r.id) === zephyr[0])!
    expect(owner.props.status).toBe('Published')
    expect(JSON.stringify(owner.props)).not.toMatch(/zephyrine/)
  })

  it('covers the per-post switches: comment, full width, ext and an empty slug', () => {
    expect(rows.filter((r) => r.props.comment === 'Hide')).toHaveLength(1)
    expect(visiblePosts.filter((r) => r.format.page_full_width === true)).toHaveLength(1)
    // Only good ext: the demo builds without warnings (a bad ext lives in the small-blog fixture).
    expect(visiblePosts.filter((r) => r.props.ext).map((r) => r.props.ext)).toEqual(['{"cover_position":"top"}'])
    expect(visiblePosts.filter((r) => !r.props.slug)).toHaveLength(1)
    for (const r of visiblePosts.filter((p) => p.props.slug))
      expect(r.props.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('the block tour exercises every block kind, with a TOC of at least 6 headings', () => {
    const tour = byTitle('A tour of every block')
    const file = fileOf(tour)
    const blocks = Object.values(file.block!).map(unwrap)
    const types = new Set(blocks.map((b) => b!.type))
    for (const type of [
      'header',
      'sub_header',
      'sub_sub_header',
      'text',
      'bulleted_list',
      'numbered_list',
      'to_do',
      'quote',
      'callout',
      'toggle',
      'divider',
      'column_list',
      'column',
      'table',
      'table_row',
      'code',
      'equation',
      'bookmark',
      'image',
      'collection_view',
      'transclusion_container',
      'alias',
      'table_of_contents',
      'video',
      'audio',
      'file',
      'pdf',
      'embed',
    ]) {
      expect(types.has(type), type).toBe(true)
    }
    const headings = blocks.filter((b) =>
      ['header', 'sub_header', 'sub_sub_header'].includes(b!.type),
    )
    expect(headings.length).toBeGreaterThanOrEqual(6)
    expect(
      headings.some((b) => (b!.format as { toggleable?: boolean } | undefined)?.toggleable),
    ).toBe(true)
    const languages = blocks
      .filter((b) => b!.type === 'code')
      .map((b) => (b!.properties as { language: string[][] }).language[0]![0])
    expect(languages).toEqual(expect.arrayContaining(['TypeScript', 'Python', 'Bash', 'Rust', 'Mermaid']))
    // Two inline databases: the reading list (every view kind) and a photo gallery.
    const collectionName = (id: unknown) =>
      (unwrap(file.collection![id as string]!)!.name as string[][] | undefined)?.[0]?.[0]
    const inlines = blocks.filter((b) => b!.type === 'collection_view')
    expect(inlines.map((b) => collectionName(b!.collection_id)).sort()).toEqual(['Photo gallery', 'Reading list'])
    const reading = inlines.find((b) => collectionName(b!.collection_id) === 'Reading list')!
    const views = Object.values(file.collection_view!)
      .map(unwrap)
      .filter((v) => v!.parent_id === reading.id)
    expect(views.map((v) => v!.type).sort()).toEqual(['board', 'calendar', 'gallery', 'list', 'table', 'timeline'])
    expect(Object.keys(file.collection_query![reading.collection_id as string]!)).toHaveLength(6)
    expect(JSON.stringify(blocks)).toMatch(/\["p","[0-9a-f-]{36}"\]/)
  })

  it('references the synced block from another post', () => {
    const container = Object.values(fileOf(byTitle('A tour of every block')).block!)
      .map(unwrap)
      .find((b) => b!.type === 'transclusion_container')!
    const others = [...files].filter(
      ([name]) => name !== fileName(byTitle('A tour of every block').id),
    )
    const referencing = others.filter(([, f]) =>
      Object.values(f.block!).some((b) => {
        const pointer = (
          unwrap(b)!.format as { transclusion_reference_pointer?: { id: string } } | undefined
        )?.transclusion_reference_pointer
        return pointer?.id === container.id
      }),
    )
    expect(referencing).toHaveLength(1)
    expect(referencing[0]![1].block![container.id]).toBeDefined()
  })
})
