// The recommended posts (HOME_RECOMMEND_TAG, else the latest) as a short numbered list of
// titles beside a thin rule, like a book's recommended-reading note: text, no covers.
import { cx } from '@/components/kit/class-names'
import { SiteLink } from '@/components/navigation/SiteLink'
import { PostTitle } from '@/components/post/PostTitle'
import { useT } from '@/lib/i18n/react'
import type { PostLink } from '@/themes/contract'
import { INK, MUTED, RULE, UNDERLINED } from '../frame/look'

export function RecommendedList({ posts }: { posts: PostLink[] }) {
  const { t } = useT()
  if (posts.length === 0) return null
  return (
    <section data-typography="recommended" aria-label={t.post.recommended} className={cx('border-l-2 pl-5', RULE)}>
      <h2 className={cx('mb-3 text-xs font-semibold tracking-[0.2em] uppercase', MUTED)}>{t.post.recommended}</h2>
      <ol className="list-decimal space-y-1.5 pl-5 text-[15px] marker:text-xs marker:tabular-nums">
        {posts.map((post) => (
          <li key={post.id} className={MUTED}>
            <SiteLink href={post.href} className={cx('font-semibold break-words', INK, UNDERLINED)}>
              <PostTitle post={post} showIcon={false} />
            </SiteLink>
          </li>
        ))}
      </ol>
    </section>
  )
}
