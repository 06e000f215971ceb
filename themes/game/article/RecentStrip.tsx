// Above an article: a strip of the latest games as small tiles, scrolling sideways when it does
// not fit (the one being played left out).
import { useSite } from '@/components/site/SiteContext'
import { useT } from '@/lib/i18n/react'
import { GameTile } from '../posts/GameTile'

export function RecentStrip({ currentId }: { currentId: string }) {
  const { t } = useT()
  const games = useSite().latestPosts.filter((post) => post.id !== currentId)
  if (games.length === 0) return null
  return (
    <nav aria-label={t.game.recentGames} data-game-recent="" className="mb-4 -mx-1 overflow-x-auto px-1 pb-2 [scrollbar-width:thin]">
      <ul className="flex gap-3">
        {games.map((post) => (
          <li key={post.id} className="w-20 shrink-0 sm:w-24">
            <GameTile post={post} compact />
          </li>
        ))}
      </ul>
    </nav>
  )
}
