// A post without a cover still gets a poster: a dark duotone whose hue follows the title (the
// same post always gets the same colours), the title set large like a film's title card.
import { PostTitle } from '@/components/post/PostTitle'
import type { ListedPost } from '@/themes/contract'

function hueOf(text: string): number {
  let hash = 0
  for (const char of text) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) % 360
  return hash
}

export function PosterPlaceholder({ post }: { post: Pick<ListedPost, 'title' | 'pageIcon'> }) {
  const hue = hueOf(post.title)
  return (
    <div
      aria-hidden="true"
      data-poster-placeholder=""
      className="absolute inset-0 flex items-start p-6 pt-10"
      style={{ background: `linear-gradient(160deg, hsl(${hue} 45% 32%), hsl(${(hue + 50) % 360} 35% 12%))` }}
    >
      <span className="line-clamp-4 text-3xl leading-tight font-black tracking-tight break-words text-white/25 uppercase">
        <PostTitle post={post} />
      </span>
    </div>
  )
}
