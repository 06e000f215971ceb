// The portal's grid of games: two tiles a row on phones up to six on wide screens, in the site's
// paging or infinite scroll.
import { PostFeed } from '@/components/lists/PostFeed'
import type { ListedPost, Pagination } from '@/themes/contract'
import { GameTile } from './GameTile'

export function GameGrid({ posts, pagination }: { posts: ListedPost[]; pagination: Pagination }) {
  return (
    <PostFeed
      posts={posts}
      pagination={pagination}
      classNames={{ list: 'grid grid-cols-2 gap-3 sm:grid-cols-3 md:grid-cols-4 xl:grid-cols-6 lg:gap-4' }}
      renderPost={(post, index) => <GameTile key={post.id} post={post} eager={index < 6} />}
    />
  )
}
