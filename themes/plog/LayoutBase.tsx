// The frame: no header — the page starts at the top edge, and a fixed bar at the bottom holds
// the brand, the menu and the info button. The grid pages run edge to edge; the shared pages
// (archive, indexes, search, 404) sit in a quiet centred column.
import { FrameChrome } from '@/components/frame/FrameChrome'
import { FrameRoot } from '@/components/frame/FrameRoot'
import { FooterCredits } from '@/components/sections/FooterCredits'
import { ToTopButton } from '@/components/sections/ToTopButton'
import type { LayoutBaseProps } from '@/themes/contract'
import { BottomBar } from './frame/BottomBar'

const EDGE_TO_EDGE = new Set(['LayoutIndex', 'LayoutPostList', 'LayoutSlug'])

export function LayoutBase({ page, children }: LayoutBaseProps) {
  return (
    <FrameRoot
      theme="plog"
      page={page}
      className="flex min-h-screen flex-col bg-white pb-14 text-neutral-800 [--folio-accent:#0f766e] dark:bg-neutral-950 dark:text-neutral-200 dark:[--folio-accent:#5eead4]"
    >
      <main
        id="main"
        className={
          EDGE_TO_EDGE.has(page.layout)
            ? 'min-w-0 flex-1'
            : 'mx-auto w-full max-w-4xl min-w-0 flex-1 px-5 pt-14 pb-10 sm:px-8'
        }
      >
        {children}
      </main>
      <FrameChrome>
        <footer className="px-5 py-6 text-center text-xs text-neutral-500 dark:text-neutral-400">
          <FooterCredits />
        </footer>
        <ToTopButton
          showAfter={600}
          className="fixed right-4 bottom-20 z-30 rounded-full bg-white/90 p-2.5 text-neutral-700 shadow-md ring-1 ring-black/5 dark:bg-neutral-900/90 dark:text-neutral-200 dark:ring-white/10"
        />
        <BottomBar page={page} />
      </FrameChrome>
    </FrameRoot>
  )
}
