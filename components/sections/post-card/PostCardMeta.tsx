// A list card's meta line: date, then category and tags as the theme's settings allow
// (<THEME>_POST_LIST_CATEGORY / _TAG), and the link to the post's comments.
import type { ClassNames } from '@/components/kit/class-names'
import { PostMetaLine, type PostMetaLinePart } from '@/components/post/PostMetaLine'
import { useSharedThemeSettings } from '@/components/site/useSharedThemeSettings'
import type { ListedPost } from '@/lib/routes/types'

interface Props {
  post: ListedPost
  classNames?: ClassNames<PostMetaLinePart>
  /** Leave the date out (a theme that shows it elsewhere on the card). */
  date?: boolean
}

export function PostCardMeta({ post, classNames, date = true }: Props) {
  const { postList } = useSharedThemeSettings()
  return (
    <PostMetaLine
      post={post}
      showDate={date}
      showCategory={postList.category}
      showTags={postList.tag}
      commentLink
      classNames={classNames}
    />
  )
}
