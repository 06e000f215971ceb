// The home page shows the page GITBOOK_INDEX_PAGE names (its contents on the right, like any
// article). When that slug names no visible page, the latest posts under a clear heading.
import { HomeWidgets } from '@/components/sections/home/HomeWidgets'
import { useT } from '@/lib/i18n/react'
import type { LayoutDataMap } from '@/themes/contract'
import { DocArticle } from '../article/DocArticle'
import { PostList } from '../posts/PostList'

export function LayoutIndex({ posts, pagination, home, indexPage }: LayoutDataMap['LayoutIndex']) {
  const { t } = useT()
  if (indexPage) return <DocArticle {...indexPage} />
  return (
    <>
      <HomeWidgets home={home} pagination={pagination} posts={posts} />
      <h1 className="mb-6 border-b border-neutral-200 pb-4 text-3xl font-bold tracking-tight text-neutral-900 dark:border-neutral-800 dark:text-white">
        {t.docs.indexFallback}
      </h1>
      <PostList posts={posts} pagination={pagination} />
    </>
  )
}
