// Which pages a change regenerates, on the recorded demo workspace: the site before, and the
// same site as it would be built after the change.
import { demoData } from '../feeds/helpers'
import type { SiteModel } from '@/lib/site/build-site'
import type { PostSummary } from '@/lib/site/types'
import { affectedPaths } from '@/lib/webhooks/affected-paths'
import { everyListPath } from '@/lib/webhooks/list-paths'

const sizes = { postsPerPage: 12, archivePageSize: 200 }
// An older post: not among the latest, not in a menu.
const POST = '0015504c86594d1899af851252627d22' // /article/rust-small-scripts, Engineering, Rust+Tools

async function demoSite(): Promise<SiteModel> {
  return (await demoData()).site
}

function replacePost(site: SiteModel, id: string, change: (p: PostSummary) => PostSummary | null): SiteModel {
  const swap = (list: PostSummary[]) => list.flatMap((p) => (p.id === id ? (change(p) ?? []) : [p]))
  return { ...site, posts: swap(site.posts), routable: swap(site.routable), latest: swap(site.latest) }
}

const run = (before: SiteModel, after: SiteModel, ...pageIds: (string | null)[]) => affectedPaths({ before, after, pageIds, sizes })

describe('pages a webhook regenerates', () => {
  it('a changed body: the post, home and its pages, its category and tags, archive, indexes; no other post', async () => {
    const site = await demoSite()
    const after = replacePost(site, POST, (p) => ({ ...p, lastEditedDate: '2026-12-01T00:00:00.000Z' }))
    const paths = run(site, after, POST)
    expect(paths[0]).toBe('/article/rust-small-scripts')
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/page/2', '/page/3', '/archive', '/category', '/tag', '/category/Engineering', '/tag/Rust', '/tag/Tools']),
    )
    expect(paths).not.toContain('/article/kyoto-rain')
    expect(paths).not.toContain('/category/Life')
    expect(paths).not.toContain('/tag/Travel')
    expect(new Set(paths).size).toBe(paths.length)
  })

  it('a new title: also the posts whose previous/next or related links show it', async () => {
    const site = await demoSite()
    const after = replacePost(site, POST, (p) => ({ ...p, title: 'Testing, retitled' }))
    const paths = run(site, after, POST)
    // Its neighbours in the list, and a post sharing its category.
    expect(paths).toEqual(expect.arrayContaining(['/article/stable-urls', '/article/film-on-a-budget', '/article/typescript-strictness']))
    // Nothing in common with it.
    expect(paths).not.toContain('/article/kyoto-rain')
  })

  it('a changed slug: the old URL and the new one', async () => {
    const site = await demoSite()
    const after = replacePost(site, POST, (p) => ({ ...p, slug: 'rust-scripts', href: '/article/rust-scripts' }))
    expect(run(site, after, POST)).toEqual(expect.arrayContaining(['/article/rust-small-scripts', '/article/rust-scripts']))
  })

  it('a post moved to another category and tag: the old lists and the new ones', async () => {
    const site = await demoSite()
    const after = replacePost(site, POST, (p) => ({ ...p, category: 'Life', categories: ['Life'], tags: ['Travel'] }))
    const paths = run(site, after, POST)
    expect(paths).toEqual(expect.arrayContaining(['/category/Engineering', '/category/Life', '/tag/Rust', '/tag/Tools', '/tag/Travel']))
  })

  it('a created post: its URL and the lists it joins', async () => {
    const site = await demoSite()
    const before = replacePost(site, POST, () => null)
    const paths = run(before, site, POST)
    expect(paths).toEqual(expect.arrayContaining(['/article/rust-small-scripts', '/', '/category/Engineering', '/tag/Tools', '/archive']))
  })

  it('a deleted or moved-away post: its old URL (now a 404) and the lists it left', async () => {
    const site = await demoSite()
    const after = replacePost(site, POST, () => null)
    const paths = run(site, after, POST)
    expect(paths).toEqual(expect.arrayContaining(['/article/rust-small-scripts', '/', '/category/Engineering', '/tag/Rust']))
  })

  it('a page that is on the site neither before nor after (a draft): nothing', async () => {
    const site = await demoSite()
    expect(run(site, site, '0123456789abcdef0123456789abcdef')).toEqual([])
  })

  it.each([
    ['the Config row', (s: SiteModel) => s.configRowId],
    ['the Notice', (s: SiteModel) => s.noticeId],
    ['a menu entry', (s: SiteModel) => s.menus.at(-1)?.id ?? null],
    ['a database event', () => null],
  ])('%s: every post and every list', async (_, idOf) => {
    const site = await demoSite()
    const id = idOf(site)
    if (id === undefined) throw new Error('the demo lacks it')
    const paths = run(site, site, id)
    expect(paths).toEqual(expect.arrayContaining([...site.routable.map((p) => p.href), ...everyListPath(site, sizes)]))
    expect(paths).toContain('/article/kyoto-rain')
    expect(paths).toContain('/category/Life')
  })

  it('a new title on one of the latest posts (sidebars on every page): everything', async () => {
    const site = await demoSite()
    const newest = site.latest[0]
    if (!newest) throw new Error('no latest posts')
    const retitled = replacePost(site, newest.id, (p) => ({ ...p, title: 'Renamed' }))
    expect(run(site, retitled, newest.id)).toContain('/article/kyoto-rain')
  })

  it('several changes together: each once', async () => {
    const site = await demoSite()
    const paths = run(site, site, POST, POST, 'f57ac7bb81814d80b98dfc9bdcef36d3')
    expect(paths).toEqual(expect.arrayContaining(['/article/rust-small-scripts', '/article/typescript-strictness']))
    expect(new Set(paths).size).toBe(paths.length)
  })
})

it('regenerating everything starts with the changed post and its lists', async () => {
  const site = (await demoData()).site
  const paths = affectedPaths({ before: site, after: site, pageIds: [POST, null], sizes })
  expect(paths.slice(0, 2)).toEqual(['/article/rust-small-scripts', '/'])
  expect(paths).toContain('/article/kyoto-rain')
})
