// A post title with its page icon (an emoji, or an image URL already mapped).
import type { ElementType } from 'react'
import { part, type ClassNames } from '@/components/kit/class-names'
import { useSite } from '@/components/site/SiteContext'
import type { PostSummary } from '@/lib/site/types'

interface Props {
  post: Pick<PostSummary, 'title' | 'pageIcon'>
  /** The element around the title: `h1` on the article, `h2`/`span` in lists. */
  as?: ElementType
  classNames?: ClassNames<PostTitlePart>
  /** Default: POST_TITLE_ICON. `false` leaves the icon out here whatever the setting. */
  showIcon?: boolean
}

/** `icon`: the page icon before the title (an image or an emoji). */
export type PostTitlePart = 'root' | 'icon'

export const isImageIcon = (icon: string) => /^(https?:|\/|data:image\/)/.test(icon)

/** POST_TITLE_ICON: whether page icons go before post titles. */
export function useTitleIcons(): boolean {
  return useSite().titleIcons !== false
}

export function PostTitle({
  post,
  as: Tag = 'span',
  classNames: c = {},
  showIcon,
}: Props) {
  const icon = useTitleIcons() && showIcon !== false ? post.pageIcon : ''
  return (
    <Tag className={c.root}>
      {icon &&
        (isImageIcon(icon) ? (
          // eslint-disable-next-line @next/next/no-img-element -- tiny icon, any host
          <img
            src={icon}
            alt=""
            className={part('inline-block', 'mr-2 h-[1em] w-[1em] align-[-0.1em]', c.icon)}
          />
        ) : (
          <span aria-hidden="true" className={part('', 'mr-2', c.icon)}>
            {icon}
          </span>
        ))}
      {post.title}
    </Tag>
  )
}
