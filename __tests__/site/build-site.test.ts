import { describe, expect, it, vi } from 'vitest'
import { normaliseRecordMap } from '@/lib/notion/records'
import { readWorkspaceIndex } from '@/lib/notion/workspace-index'
import { buildSite, siteDataProblems } from '@/lib/site/build-site'
import { toPostSummary } from '@/lib/site/to-post'
import { neighbours } from '@/lib/site/derive'
import { DEFAULT_RULES, type SiteRules } from '@/lib/site/rules'
import { DEFAULT_PROPERTY_NAMES } from '@/lib/site/workspace'
import { compactId } from '@/lib/notion/builder'
import { smallBlog, T0 } from '../fixtures/small-blog'

function site(rules: Partial<SiteRules> = {}, now = T0, fixture = smallBlog()) {
  const fx = fixture
  const idx = readWorkspaceIndex(normaliseRecordMap(fx.ws.getPage(fx.rootId)), compactId(fx.rootId), DEFAULT_PROPERTY_NAMES, { notionHost: 'https://n' })
  return { fx, idx, site: buildSite(idx, { ...DEFAULT_RULES, ...rules }, now) }
}

describe('visibility', () => {
  it('lists Published posts only, matching type and status labels case-insensitively', () => {
    const titles = site().site.posts.map((p) => p.title)
    expect(titles).toEqual(['First post', 'Second post', 'Locked', 'Bad ext', 'Elsewhere'])
    expect(titles).not.toContain('Hidden')
    expect(titles).not.toContain('Draft')
  })

  it('keeps Invisible posts reachable by URL but out of every list and count', () => {
    const { site: s } = site()
    expect(s.routable.map((p) => p.title)).toContain('Hidden')
    expect(s.routable.map((p) => p.title)).not.toContain('Draft')
    expect(s.categories.find((c) => c.name === 'Tech')?.count).toBe(2)
    expect(s.tags.find((t) => t.name === 'a')?.count).toBe(1)
  })

  it('hides a scheduled post until its time, before anything is counted', () => {
    const before = site().site
    expect(before.routable.map((p) => p.title)).not.toContain('Future')
    expect(before.categories.find((c) => c.name === 'Life')?.count).toBe(1)
    const after = site({}, Date.parse('2099-01-01T01:00:00Z')).site
    expect(after.posts.map((p) => p.title)).toContain('Future')
    expect(after.categories.find((c) => c.name === 'Life')?.count).toBe(2)
  })

  it('can turn scheduling off', () => {
    expect(site({ schedulePublish: false }).site.posts.map((p) => p.title)).toContain('Future')
  })

  it('marks locked posts without exposing the password', () => {
    const locked = site().site.posts.find((p) => p.title === 'Locked')
    expect(locked?.locked).toBe(true)
    expect(JSON.stringify(locked)).not.toContain('"pw"')
  })
})

describe('derived data', () => {
  it('builds hrefs from the prefix pattern, falling back to the id, and marks external links', () => {
    const { site: s, fx } = site({ postUrlPrefix: '%year%/%month%' })
    const byTitle = (t: string) => s.posts.find((p) => p.title === t)
    expect(byTitle('First post')?.href).toBe('/2024/03/first')
    expect(byTitle('Second post')?.href).toBe(`/2024/05/${compactId(fx.ids.second)}`)
    expect(byTitle('Elsewhere')).toMatchObject({ external: true, href: 'https://example.com/x' })
    expect(s.routable.find((p) => p.title === 'About')?.href).toBe('/about')
    expect(s.routable.some((p) => p.external)).toBe(false)
  })

  it('makes a row with `ext: {"href": URL}` a link to elsewhere, and ignores an href that is not a web URL', () => {
    const row = site().idx.rows.find((r) => r.title === 'Elsewhere')
    if (!row) throw new Error('fixture row missing')
    const withExt = (ext: string) => toPostSummary({ ...row, slug: 'elsewhere', ext }, DEFAULT_RULES, new Map())
    expect(withExt('{"href": "https://example.com/y"}')).toMatchObject({ external: true, href: 'https://example.com/y', slug: 'elsewhere' })
    expect(withExt('{"href": "javascript:alert(1)"}')).toMatchObject({ external: false, href: '/article/elsewhere' })
  })

  it('gives categories and tags colours and counts, tags sorted by count when asked', () => {
    const { site: s } = site()
    expect(s.categories).toEqual([
      { name: 'Tech', color: 'blue', count: 2 },
      { name: 'Life', color: 'green', count: 1 },
    ])
    expect(s.tags.map((t) => `${t.name}:${t.count}`)).toEqual(['b:2', 'a:1'])
    expect(site({ tagSortByCount: false }).site.tags.map((t) => t.name)).toEqual(['a', 'b'])
    const first = s.posts[0]
    expect(first?.tagItems).toEqual([
      { name: 'a', color: 'pink', count: 1 },
      { name: 'b', color: 'yellow', count: 2 },
    ])
  })

  it('groups the archive by publish month, newest first', () => {
    expect(site().site.archive.map((g) => g.month)).toEqual(['2024-06', '2024-05', '2024-03', '2023-12', '2023-11'])
  })

  it('sorts by view order or by publish date', () => {
    expect(site({ sortBy: 'date' }).site.posts.map((p) => p.publishDay)).toEqual(['2024-06-01', '2024-05-02', '2024-03-01', '2023-12-31', '2023-11-01'])
  })

  it('picks the 6 Published posts edited last, newest first', () => {
    // Last edits (days before T0): Second 1, Extra 0 2, Locked 3, Extra 1 4, Bad ext 5,
    // Extra 2 6, Elsewhere 7, First 10. Hidden (Invisible) and About (a Page) are newer still.
    const { site: s } = site({}, T0, smallBlog({ extraRows: 3 }))
    expect(DEFAULT_RULES.latestPostsCount).toBe(6)
    expect(s.latest.map((p) => p.title)).toEqual(['Second post', 'Extra 0', 'Locked', 'Extra 1', 'Bad ext', 'Extra 2'])
    expect(site({ latestPostsCount: 2 }, T0, smallBlog({ extraRows: 3 })).site.latest.map((p) => p.title)).toEqual([
      'Second post',
      'Extra 0',
    ])
  })

  it('finds the neighbours in list order', () => {
    const { site: s } = site()
    const second = s.posts[1]
    const n = neighbours(s.posts, second?.id ?? '')
    expect(n.prev?.title).toBe('First post')
    expect(n.next?.title).toBe('Locked')
    expect(neighbours(s.posts, 'missing')).toEqual({ prev: null, next: null })
  })

  it('builds menus in view order, each SubMenu under the nearest Menu above it, "#" for no slug', () => {
    const menus = site().site.menus.map((m) => [m.name, m.href, m.target, m.subMenus.map((s) => [s.title, s.href, s.target])])
    expect(menus).toEqual([
      ['Home', '/', '_self', [['Archive', '/archive', '_self']]],
      ['GitHub', 'https://github.com/', '_blank', [['Repo', '#', '_self']]],
    ])
  })

  it('ignores bad ext JSON and reports it (without logging while building)', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const { site: s, idx, fx } = site()
    expect(s.posts.find((p) => p.title === 'Bad ext')?.ext).toEqual({})
    expect(s.posts.find((p) => p.title === 'Second post')?.ext).toEqual({ x: 1 })
    // Building runs for every regeneration; the report is made once per fetched index.
    expect(warn).not.toHaveBeenCalled()
    const problems = siteDataProblems(idx, DEFAULT_RULES)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(new RegExp(`post ${compactId(fx.ids.badExt)} "Bad ext": ext is not valid JSON .*ignored`))
  })

  it('gives the publish day in the site time zone', () => {
    // Future starts 2099-01-01 09:00 Asia/Shanghai = 2099-01-01T01:00Z.
    const day = (timeZone: string) =>
      site({ schedulePublish: false, timeZone }).site.posts.find((p) => p.title === 'Future')?.publishDay
    expect(day('Asia/Shanghai')).toBe('2099-01-01')
    expect(day('America/Los_Angeles')).toBe('2098-12-31')
    // A date without a zone is read in the site's zone, so its day never moves.
    expect(site({ timeZone: 'Pacific/Kiritimati' }).site.posts[0]?.publishDay).toBe('2024-03-01')
    expect(site({ timeZone: 'Pacific/Pago_Pago' }).site.posts[0]?.publishDay).toBe('2024-03-01')
  })

  it('finds the notice and the Config row', () => {
    const { site: s, fx } = site()
    expect(s.noticeId).toBe(compactId(fx.ids.notice))
    expect(s.configRowId).toBe(compactId(fx.ids.config))
  })
})

describe('the date field', () => {
  it('carries the date property as written, with only the parts present, or null', () => {
    const { site: s } = site({}, Date.parse('2099-01-01T01:00:00Z'))
    const byTitle = (t: string) => s.routable.find((p) => p.title === t)
    expect(byTitle('First post')?.date).toEqual({ start_date: '2024-03-01' })
    expect(byTitle('Future')?.date).toEqual({ start_date: '2099-01-01', start_time: '09:00', time_zone: 'Asia/Shanghai' })
    expect(byTitle('About')?.date).toBeNull()
    // JSON page props reject undefined: absent parts are left out, not undefined.
    expect(Object.values(byTitle('First post')?.date ?? {})).not.toContain(undefined)
  })

  it('keeps a range end and its time', () => {
    const fx = smallBlog()
    fx.blog.addRow({ seed: 'range', properties: { title: 'Range', type: 'Post', status: 'Published', slug: 'range', date: { start: '2024-01-01', startTime: '10:00', end: '2024-01-02', endTime: '12:30', timeZone: 'UTC' } } })
    const range = site({ schedulePublish: false }, T0, fx).site.posts.find((p) => p.title === 'Range')
    expect(range?.date).toEqual({ start_date: '2024-01-01', start_time: '10:00', end_date: '2024-01-02', end_time: '12:30', time_zone: 'UTC' })
  })
})
