// An article: the strip of recent games, then one white card with the header, the game (when the
// post has one: its body's first embed or ext.game) behind a Play button, the body and the
// shared article parts, the related games before the comments.
import { Article } from '@/components/sections/article/Article'
import { bodyWithoutBlocks } from '@/components/sections/media/body-without-blocks'
import { GameFrame } from '@/components/sections/media/GameFrame'
import { usePostGame } from '@/components/sections/media/usePostGame'
import type { LayoutDataMap } from '@/themes/contract'
import { RecentStrip } from '../article/RecentStrip'
import { RelatedGames } from '../article/RelatedGames'
import { CARD } from '../frame/look'
import { useGameConfig } from '../useGameConfig'

export function LayoutSlug(props: LayoutDataMap['LayoutSlug']) {
  const { GAME_RECENT_STRIP, GAME_LOAD_TIMEOUT } = useGameConfig()
  const game = usePostGame(props)
  const { post } = props
  return (
    <>
      {GAME_RECENT_STRIP && <RecentStrip currentId={post.id} />}
      <div className={`${CARD} px-4 py-6 sm:px-8 sm:py-8`}>
        <Article
          {...props}
          // The game plays in its frame above: its embed block is not drawn (or loaded) twice.
          body={game?.blockId ? bodyWithoutBlocks(props.body, [game.blockId]) : props.body}
          relatedPosts={false}
          header={{
            root: 'mb-6 flex flex-col gap-2',
            title: 'text-2xl font-bold leading-snug text-neutral-950 sm:text-3xl dark:text-white',
            meta: 'flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-neutral-500 dark:text-neutral-400',
          }}
          chips={{ tag: 'rounded-full border border-neutral-200 px-2.5 py-0.5 text-xs dark:border-neutral-700' }}
          slots={{
            afterHeader: game && (
              <GameFrame
                source={game}
                title={post.title}
                cover={post.pageCover}
                timeoutMs={GAME_LOAD_TIMEOUT * 1000}
                classNames={{ root: 'mx-auto mb-8 w-full max-w-4xl gap-2', toolbar: 'text-neutral-600 dark:text-neutral-300' }}
              />
            ),
            beforeComments: <RelatedGames posts={props.related} />,
          }}
        />
      </div>
    </>
  )
}
