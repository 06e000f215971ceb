// Under an article: the related games (chosen on the server) as titled tiles.
import { useT } from '@/lib/i18n/react'
import type { PostLink } from '@/themes/contract'
import { GameTile } from '../posts/GameTile'

export function RelatedGames({ posts }: { posts: PostLink[] }) {
  const { t } = useT()
  if (posts.length === 0) return null
  return (
    <section aria-label={t.game.relatedGames} data-game-related="" className="mt-12">
      <h2 className="mb-4 text-lg font-bold text-neutral-900 dark:text-neutral-100">{t.game.relatedGames}</h2>
      <ul className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4 2xl:grid-cols-6">
        {posts.map((post) => (
          <li key={post.id}>
            <GameTile post={post} />
          </li>
        ))}
      </ul>
    </section>
  )
}
