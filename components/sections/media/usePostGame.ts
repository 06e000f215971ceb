// The game of the article on screen: none while it is locked (its `ext.game` waits for the
// password like its body); after an unlock, `ext.game` (the body then carries its own embeds).
import { useUnlockedArticle } from '@/components/lock/unlocked-store'
import type { LayoutDataMap } from '@/lib/routes/types'
import { gameSourceOf, type GameSource } from './game-source'

export function usePostGame({ post, media }: Pick<LayoutDataMap['LayoutSlug'], 'post' | 'media'>): GameSource | null {
  const unlocked = useUnlockedArticle(post.id)
  if (post.locked && !unlocked) return null
  return gameSourceOf(media, post.ext)
}
