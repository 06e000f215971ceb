// @vitest-environment node
// A pinned post (TOP_TAG) shows the shared pin mark on every theme's card. Read from the sources,
// so a new theme, or a new card in one, cannot forget it:
// - a card (a component taking a whole `post: ListedPost` and drawing its title) places <PinMark;
// - a list (a file handing posts to `renderPost=`) places <PinMark itself or imports, from its own
//   theme, a file that does (the card it renders).
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { THEMES } from '@/__tests__/fixtures/theme-imports'
import { scaffoldFiles } from '@/scripts/new-theme'

const PLACES_MARK = /<PinMark\b/
const TAKES_LISTED_POST = /\{\s*post\??:\s*ListedPost\b(?!\[)|^\s*post\??:\s*ListedPost\s*$/m
const DRAWS_TITLE = /<(PostCardTitle|PostTitle)\b/
const HANDS_OUT_POSTS = /\brenderPost=/
const OWN_IMPORT = /(?:^|\n)\s*import\b[^'"]*?from\s*['"](\.{1,2}\/[^'"]+)['"]/g

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name)
    if (statSync(full).isDirectory()) return sourceFiles(full)
    return /\.tsx?$/.test(name) ? [full] : []
  })
}

function resolveOwn(from: string, spec: string): string | null {
  const base = path.resolve(path.dirname(from), spec)
  const found = ['.tsx', '.ts', '/index.tsx'].map((ext) => base + ext).find((f) => existsSync(f))
  return found ? path.relative(process.cwd(), found) : null
}

const isCard = (source: string) => TAKES_LISTED_POST.test(source) && DRAWS_TITLE.test(source)

/** Files that should place the mark and do not (none when every card and list is covered). */
function unmarked(files: Record<string, string>, resolve: (from: string, spec: string) => string | null): string[] {
  return Object.entries(files).flatMap(([file, source]) => {
    if (PLACES_MARK.test(source)) return []
    if (isCard(source)) return [`${file}: a card without <PinMark`]
    if (!HANDS_OUT_POSTS.test(source)) return []
    const imported = [...source.matchAll(OWN_IMPORT)].flatMap((m) => resolve(file, m[1]!) ?? [])
    const marked = imported.some((f) => PLACES_MARK.test(files[f] ?? readFileSync(f, 'utf8')))
    return marked ? [] : [`${file}: renders posts with no card that places <PinMark`]
  })
}

const themeFolders = readdirSync(THEMES).filter((n) => statSync(path.join(THEMES, n)).isDirectory())

describe('every theme places the pin mark on its cards', () => {
  it('the scan finds a card or a list that forgets it', () => {
    const card = "export function Card({ post }: { post: ListedPost }) {\n  return <PostCardTitle post={post} />\n}"
    const list = "import { Card } from './Card'\nexport const L = () => <PostFeed renderPost={(post) => <Card post={post} />} />"
    const files = { '/t/Card.tsx': card, '/t/List.tsx': list }
    const resolve = (_: string, spec: string) => (spec === './Card' ? '/t/Card.tsx' : null)
    expect(unmarked(files, resolve)).toEqual([
      '/t/Card.tsx: a card without <PinMark',
      '/t/List.tsx: renders posts with no card that places <PinMark',
    ])
    const marked = { ...files, '/t/Card.tsx': card.replace('return <', 'return <><PinMark post={post} /><').replace('/>\n}', '/></>\n}') }
    expect(unmarked(marked, resolve)).toEqual([])
    const inline = { '/t/List.tsx': "export const L = () => <PostFeed renderPost={(post) => <h2>{post.title}</h2>} />" }
    expect(unmarked(inline, () => null)).toEqual(['/t/List.tsx: renders posts with no card that places <PinMark'])
  })

  it('no built theme misses it', () => {
    expect(themeFolders.length).toBeGreaterThanOrEqual(21)
    const files = Object.fromEntries(
      themeFolders
        .flatMap((theme) => sourceFiles(path.join(THEMES, theme)))
        .map((f) => [path.relative(process.cwd(), f), readFileSync(f, 'utf8')]),
    )
    expect(unmarked(files, resolveOwn)).toEqual([])
  })

  it.each(themeFolders)('%s has at least one card that places it', (theme) => {
    const marked = sourceFiles(path.join(THEMES, theme)).filter((f) => PLACES_MARK.test(readFileSync(f, 'utf8')))
    expect(marked.length).toBeGreaterThan(0)
  })

  it('a theme made by `npm run theme:new` has it on its card', () => {
    const list = scaffoldFiles('typography')['posts/PostList.tsx'] ?? ''
    expect(list).toMatch(PLACES_MARK)
  })
})
