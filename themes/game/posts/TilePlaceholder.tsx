// The tile of a game without a cover: a soft colour picked from the title, with the post's
// emoji icon or the title's first letter in the middle.
import { isImageIcon } from '@/components/post/PostTitle'
import type { PostLink } from '@/themes/contract'

const SHADES = [
  'from-violet-200 to-sky-200 dark:from-violet-900 dark:to-sky-900',
  'from-amber-200 to-rose-200 dark:from-amber-900 dark:to-rose-900',
  'from-emerald-200 to-cyan-200 dark:from-emerald-900 dark:to-cyan-900',
  'from-fuchsia-200 to-indigo-200 dark:from-fuchsia-900 dark:to-indigo-900',
]

const shadeOf = (title: string) => SHADES[[...title].reduce((sum, char) => sum + char.codePointAt(0)!, 0) % SHADES.length]

export function TilePlaceholder({ post }: { post: Pick<PostLink, 'title' | 'pageIcon'> }) {
  const emoji = post.pageIcon && !isImageIcon(post.pageIcon) ? post.pageIcon : null
  const face = emoji ?? ([...post.title.trim()][0] ?? '?').toUpperCase()
  return (
    <span aria-hidden="true" data-tile-placeholder="" className={`flex h-full w-full items-center justify-center bg-gradient-to-br ${shadeOf(post.title)}`}>
      <span className="text-4xl font-bold text-white/90 drop-shadow-sm dark:text-white/70">{face}</span>
    </span>
  )
}
