// The light-grey band under the header: the page's heading (with the post's icon on articles)
// and, on the home and plain list pages, the site's description.
import { PostTitle } from '@/components/post/PostTitle'
import type { FramePage } from '@/themes/contract'

interface Props {
  page: FramePage
  title: string
  subtitle: string | null
}

export function Band({ page, title, subtitle }: Props) {
  return (
    <div
      data-page-header=""
      className="border-b border-gray-200 bg-slate-100 px-4 py-10 text-center sm:py-12 dark:border-neutral-700 dark:bg-neutral-800"
    >
      <h1 className="text-2xl break-words text-gray-900 sm:text-3xl dark:text-white">
        {page.article ? <PostTitle post={page.article.post} /> : title}
      </h1>
      {subtitle ? <p className="mt-3 text-sm text-gray-600 dark:text-neutral-400">{subtitle}</p> : null}
    </div>
  )
}
