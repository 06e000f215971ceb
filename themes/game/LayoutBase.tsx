// The game portal's frame: a narrow column of floating cards on the left (the brand in a serif
// face, Search, the light/dark switch, the random game, the menu), the main area to its right;
// on phones the brand card runs across the top with a menu drawer. No sidebar: an article's
// contents open from a round button.
import { FrameChrome } from '@/components/frame/FrameChrome'
import { FrameRoot } from '@/components/frame/FrameRoot'
import { ToTopButton } from '@/components/sections/ToTopButton'
import { mobileTocOf } from '@/components/sections/frame-rules'
import { FloatingToc } from '@/components/toc/FloatingToc'
import type { LayoutBaseProps } from '@/themes/contract'
import { MainColumn } from './frame/MainColumn'
import { PhoneBar } from './frame/PhoneBar'
import { SideColumn } from './frame/SideColumn'

const ROUND =
  'inline-flex h-10 w-10 items-center justify-center rounded-full bg-white text-neutral-700 shadow-[0_2px_12px_rgba(0,0,0,0.15)] hover:text-black dark:bg-neutral-800 dark:text-neutral-200 dark:hover:text-white'

export function LayoutBase({ page, children }: LayoutBaseProps) {
  return (
    <FrameRoot
      theme="game"
      page={page}
      className="min-h-screen bg-neutral-50 text-neutral-800 [--folio-accent:#7c3aed] dark:bg-neutral-950 dark:text-neutral-200 dark:[--folio-accent:#a78bfa]"
    >
      <div className="mx-auto flex w-full max-w-[1600px] flex-col gap-4 px-2 py-2 sm:px-3 lg:flex-row lg:gap-5 lg:py-4">
        <FrameChrome>
          <SideColumn />
          <PhoneBar />
        </FrameChrome>
        <MainColumn>{children}</MainColumn>
      </div>
      <FrameChrome>
        {page.article && (
          <FloatingToc
            toc={mobileTocOf(page)}
            classNames={{ button: `fixed bottom-20 right-4 z-30 ${ROUND}` }}
            tocClassNames={{ title: 'mb-2 font-semibold' }}
          />
        )}
        <ToTopButton showAfter={400} className={`fixed right-4 bottom-5 z-30 ${ROUND}`} />
      </FrameChrome>
    </FrameRoot>
  )
}
