// Under the body: the post's category and tag chips, as the theme's settings allow.
import { part, type ClassNames } from '@/components/kit/class-names'
import { CategoryLink } from '@/components/post/CategoryLink'
import { TagChip } from '@/components/post/TagChip'
import { useSharedThemeSettings } from '@/components/site/useSharedThemeSettings'
import type { PostDetail } from '@/lib/site/types'

export type ArticleChipsPart = 'root' | 'category' | 'tag'

interface Props {
  post: Pick<PostDetail, 'category' | 'tagItems'>
  classNames?: ClassNames<ArticleChipsPart>
}

export function ArticleChips({ post, classNames: c = {} }: Props) {
  const { article } = useSharedThemeSettings()
  const category = article.category ? post.category : null
  const tags = article.tag ? post.tagItems : []
  if (!category && tags.length === 0) return null
  return (
    <div data-testid="article-chips" className={part('flex flex-wrap items-center', 'mt-8 gap-3 text-sm', c.root)}>
      {category && (
        <CategoryLink
          name={category}
          className={c.category ?? 'rounded bg-neutral-100 px-2.5 py-1 text-neutral-700 hover:bg-neutral-200 dark:bg-neutral-800 dark:text-neutral-200 dark:hover:bg-neutral-700'}
        />
      )}
      {tags.map((tag) => (
        <TagChip key={tag.name} tag={tag} className={c.tag} />
      ))}
    </div>
  )
}
