// The line under a title: date · category · tags. Pages (type Page) show no publish date.
import type { PostSummary } from '@/lib/site/types'
import { CategoryLink } from './CategoryLink'
import { PostDate } from './PostDate'
import { TagChip } from './TagChip'

type MetaPost = Pick<PostSummary, 'type' | 'publishDate' | 'publishDay' | 'category' | 'tagItems'>

interface Props {
  post: MetaPost
  showDate?: boolean
  showCategory?: boolean
  showTags?: boolean
  className?: string
  separatorClassName?: string
  tagClassName?: string
}

export function PostMetaLine({
  post,
  showDate = true,
  showCategory = true,
  showTags = true,
  className,
  separatorClassName,
  tagClassName,
}: Props) {
  const parts = [
    showDate && post.type !== 'Page' && post.publishDate ? (
      <PostDate key="date" iso={post.publishDate} day={post.publishDay} />
    ) : null,
    showCategory && post.category ? <CategoryLink key="category" name={post.category} /> : null,
    showTags && post.tagItems.length > 0 ? (
      <span key="tags" className="inline-flex flex-wrap gap-1">
        {post.tagItems.map((tag) => (
          <TagChip key={tag.name} tag={tag} className={tagClassName} />
        ))}
      </span>
    ) : null,
  ].filter((part) => part !== null)
  if (parts.length === 0) return null
  return (
    <div className={className ?? 'flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-gray-500 dark:text-gray-400'}>
      {parts.map((part, index) => (
        <span key={part.key} className="contents">
          {index > 0 && (
            <span aria-hidden="true" className={separatorClassName ?? 'opacity-60'}>
              ·
            </span>
          )}
          {part}
        </span>
      ))}
    </div>
  )
}
