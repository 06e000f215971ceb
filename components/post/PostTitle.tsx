// A post title with its page icon (an emoji, or an image URL already mapped).
import type { ElementType } from 'react'
import type { PostSummary } from '@/lib/site/types'

interface Props {
  post: Pick<PostSummary, 'title' | 'pageIcon'>
  /** The element around the title: `h1` on the article, `h2`/`span` in lists. */
  as?: ElementType
  className?: string
  iconClassName?: string
  showIcon?: boolean
}

export const isImageIcon = (icon: string) => /^(https?:|\/|data:image\/)/.test(icon)

export function PostTitle({
  post,
  as: Tag = 'span',
  className,
  iconClassName,
  showIcon = true,
}: Props) {
  const icon = showIcon ? post.pageIcon : ''
  return (
    <Tag className={className}>
      {icon &&
        (isImageIcon(icon) ? (
          // eslint-disable-next-line @next/next/no-img-element -- tiny icon, any host
          <img
            src={icon}
            alt=""
            className={iconClassName ?? 'mr-2 inline-block h-[1em] w-[1em] align-[-0.1em]'}
          />
        ) : (
          <span aria-hidden="true" className={iconClassName ?? 'mr-2'}>
            {icon}
          </span>
        ))}
      {post.title}
    </Tag>
  )
}
