// npm run theme:new <name> — a new theme folder that builds and passes the contract tests at
// once: a frame, three layouts (the others are the kit's shared defaults), settings composed
// from the shared fragments, and a README whose settings table is generated. Then it registers
// the folder. Restyle from there: themes/README.md says how.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import path from 'node:path'
import { THEME_NAMES } from '@/lib/theme/theme-names'

const root = path.join(import.meta.dirname, '..')

const pascal = (name: string) => name.replace(/(^|[-_])(\w)/g, (_, __, c: string) => c.toUpperCase())

/** The files of a new theme, by path inside its folder. */
export function scaffoldFiles(name: string): Record<string, string> {
  const P = name.toUpperCase()
  const Name = pascal(name)
  return {
    'index.tsx': `// The ${name} theme. Layouts it leaves out (404, category and tag indexes, search, archive,
// identity screens) are the kit's shared defaults, inside this theme's frame.
import { defineTheme } from '@/themes/contract'
import { LayoutBase } from './LayoutBase'
import { LayoutIndex } from './layouts/LayoutIndex'
import { LayoutPostList } from './layouts/LayoutPostList'
import { LayoutSlug } from './layouts/LayoutSlug'

export default defineTheme({
  name: '${name}',
  layouts: { LayoutBase, LayoutIndex, LayoutPostList, LayoutSlug },
})
`,
    'config.ts': `// The ${name} theme's settings: the shared fragments under the ${P}_ prefix, plus its own.
import { z } from 'zod'
import { sharedSettings } from '@/lib/theme/settings/fragments'

// Every shared key (${P}_POST_LIST_COVER, ${P}_MENU_ARCHIVE…); other defaults as a second argument,
// e.g. sharedSettings('${P}', { postList: { cover: false } }).
export const config = z.object({
  ...sharedSettings('${P}'),
})

export type ${Name}Config = z.infer<typeof config>
`,
    [`use${Name}Config.ts`]: `// The theme's resolved settings, typed (resolved on the server; the browser ships no schema).
import { useThemeConfig } from '@/components/site/SiteContext'
import type { ${Name}Config } from './config'

export const use${Name}Config = (): ${Name}Config => useThemeConfig<${Name}Config>()
`,
    'LayoutBase.tsx': `// The frame around every page: header with the brand and menu, the content beside a sidebar
// (the article's contents card on articles; none beside a full-width article), the footer.
import { BackToTop } from '@/components/layout/BackToTop'
import { FooterCredits } from '@/components/sections/FooterCredits'
import { showsSidebar } from '@/components/sections/frame-rules'
import { SiteBrand } from '@/components/sections/SiteBrand'
import { SiteMenu } from '@/components/sections/SiteMenu'
import { LatestPosts } from '@/components/sections/sidebar/LatestPosts'
import { TocCard } from '@/components/sections/TocCard'
import type { LayoutBaseProps } from '@/themes/contract'
import { use${Name}Config } from './use${Name}Config'

export function LayoutBase({ page, children }: LayoutBaseProps) {
  const { ${P}_WIDGET_TO_TOP } = use${Name}Config()
  return (
    <div
      id="theme-${name}"
      data-layout={page.layout}
      className="flex min-h-screen flex-col bg-white text-neutral-800 [--folio-accent:#2563eb] dark:bg-neutral-950 dark:text-neutral-200 dark:[--folio-accent:#60a5fa]"
    >
      <header className="flex flex-wrap items-center justify-between gap-4 border-b border-neutral-200 px-5 py-3 dark:border-neutral-800">
        <SiteBrand />
        <SiteMenu classNames={{ root: 'gap-x-4 text-sm' }} />
      </header>
      <div className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-10 px-5 py-8 lg:flex-row">
        <main id="main" className="min-w-0 flex-1">
          {children}
        </main>
        {showsSidebar(page) && (
          <aside className="flex w-full shrink-0 flex-col gap-8 text-sm lg:w-64">
            <TocCard page={page} classNames={{ root: 'sticky top-4' }} />
            <LatestPosts />
          </aside>
        )}
      </div>
      <footer className="border-t border-neutral-200 px-5 py-6 dark:border-neutral-800">
        <FooterCredits />
      </footer>
      {${P}_WIDGET_TO_TOP && <BackToTop className="fixed right-5 bottom-5 rounded-full bg-white p-2 shadow dark:bg-neutral-800" />}
    </div>
  )
}
`,
    'posts/PostList.tsx': `// The theme's list of posts: its card, in the site's paging or infinite scroll (PostFeed).
import { PostExcerpt } from '@/components/lists/PostExcerpt'
import { PostFeed } from '@/components/lists/PostFeed'
import { PinMark } from '@/components/post/PinMark'
import { PostCardCover } from '@/components/sections/post-card/PostCardCover'
import { PostCardMeta } from '@/components/sections/post-card/PostCardMeta'
import { PostCardTitle } from '@/components/sections/post-card/PostCardTitle'
import type { ListedPost, Pagination } from '@/themes/contract'

export function PostList({ posts, pagination }: { posts: ListedPost[]; pagination: Pagination }) {
  return (
    <PostFeed
      posts={posts}
      pagination={pagination}
      classNames={{ list: 'flex flex-col gap-10' }}
      renderPost={(post, index) => (
        <article key={post.id} className="flex flex-col gap-3">
          <PostCardCover post={post} eager={index === 0} classNames={{ root: 'aspect-[2/1] rounded-lg' }} />
          <PinMark post={post} />
          <PostCardTitle post={post} />
          <PostCardMeta post={post} />
          <PostExcerpt post={post} />
        </article>
      )}
    />
  )
}
`,
    'layouts/LayoutIndex.tsx': `// The home page: the shared home widgets (first page, ${P}_HOME_WIDGETS), then the posts.
import { HomeWidgets } from '@/components/sections/home/HomeWidgets'
import type { LayoutDataMap } from '@/themes/contract'
import { PostList } from '../posts/PostList'

export function LayoutIndex({ posts, pagination, home }: LayoutDataMap['LayoutIndex']) {
  return (
    <>
      <HomeWidgets home={home} pagination={pagination} posts={posts} />
      <PostList posts={posts} pagination={pagination} />
    </>
  )
}
`,
    'layouts/LayoutPostList.tsx': `// /page/N, and one category's or tag's posts under their heading.
import { ListTitle } from '@/components/sections/ListTitle'
import type { LayoutDataMap } from '@/themes/contract'
import { PostList } from '../posts/PostList'

export function LayoutPostList({ posts, pagination, filter }: LayoutDataMap['LayoutPostList']) {
  return (
    <>
      <ListTitle filter={filter} />
      <PostList posts={posts} pagination={pagination} />
    </>
  )
}
`,
    'layouts/LayoutSlug.tsx': `// Articles and pages: the shared Article carries every rule (lock screen, chips, prev/next for
// posts, share bar, comments…); the theme gives it a look.
import { Article } from '@/components/sections/article/Article'
import { FloatingToc } from '@/components/toc/FloatingToc'
import type { LayoutDataMap } from '@/themes/contract'

export function LayoutSlug(props: LayoutDataMap['LayoutSlug']) {
  return (
    <>
      <Article {...props} />
      <FloatingToc toc={props.post.toc} classNames={{ button: 'fixed bottom-5 left-5 z-30 rounded-full bg-white p-2.5 shadow lg:hidden dark:bg-neutral-800' }} />
    </>
  )
}
`,
    'README.md': `# ${name}

A new theme made by \`npm run theme:new ${name}\`. Describe its look here.

## Settings

<!-- settings:start -->
<!-- settings:end -->
`,
  }
}

function main(name: string | undefined) {
  if (!name) throw new Error('usage: npm run theme:new <name>')
  if (!(THEME_NAMES as readonly string[]).includes(name)) {
    throw new Error(`"${name}" is not in THEME_NAMES (lib/theme/theme-names.ts): add it there first`)
  }
  const dir = path.join(root, 'themes', name)
  if (existsSync(dir)) throw new Error(`themes/${name} already exists`)
  for (const [file, text] of Object.entries(scaffoldFiles(name))) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    writeFileSync(path.join(dir, file), text)
  }
  execFileSync('npx', ['tsx', 'scripts/gen-theme-registry.ts'], { cwd: root, stdio: 'inherit' })
  execFileSync('npm', ['run', '--silent', 'themes:readme'], { cwd: root, stdio: 'inherit' })
  console.log(`themes/${name} created and registered. Try it: npm run dev, then /?theme=${name}`)
}

if (process.argv[1] && import.meta.filename === path.resolve(process.argv[1])) {
  try {
    main(process.argv[2])
  } catch (e) {
    console.error(e instanceof Error ? e.message : e)
    process.exit(1)
  }
}
