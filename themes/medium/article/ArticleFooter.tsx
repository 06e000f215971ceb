// Under the body: category and tag chips, then previous/next links for posts only.
import { CategoryLink } from '@/components/post/CategoryLink'
import { PrevNextLinks } from '@/components/post/PrevNextLinks'
import { TagChip } from '@/components/post/TagChip'
import type { PostLink } from '@/lib/routes/types'
import type { PostDetail } from '@/lib/site/types'
import { showsPrevNext } from '../rules'
import { useMediumConfig } from '../useMediumConfig'

interface Props {
  post: PostDetail
  prev: PostLink | null
  next: PostLink | null
}

export function ArticleFooter({ post, prev, next }: Props) {
  const c = useMediumConfig()
  const category = c.MEDIUM_POST_DETAIL_CATEGORY ? post.category : null
  const tags = c.MEDIUM_POST_DETAIL_TAG ? post.tagItems : []
  return (
    <footer className="mt-12 flex flex-col gap-8">
      {(category || tags.length > 0) && (
        <div className="flex flex-wrap items-center gap-3 text-sm">
          {category && (
            <CategoryLink
              name={category}
              className="rounded bg-neutral-100 px-2.5 py-1 text-neutral-700 hover:bg-neutral-200 dark:bg-neutral-800 dark:text-neutral-200 dark:hover:bg-neutral-700"
            />
          )}
          {tags.map((tag) => (
            <TagChip key={tag.name} tag={tag} />
          ))}
        </div>
      )}
      {showsPrevNext(post) && (prev || next) && (
        <PrevNextLinks
          prev={prev}
          next={next}
          classNames={{
            root: 'grid gap-4 border-t border-neutral-200 pt-6 sm:grid-cols-2 dark:border-neutral-800',
            link: 'group flex flex-col gap-1 rounded-md p-3 text-neutral-800 hover:bg-neutral-50 dark:text-neutral-200 dark:hover:bg-neutral-900',
          }}
        />
      )}
    </footer>
  )
}
