// Two columns: the reading column (top bar, content, footer) and, on wide screens, the right
// panel behind a vertical rule. Every layout renders its content inside this frame.
import type { ReactNode } from 'react'
import { showsRightPanel, type ArticleFrameInfo } from '../rules'
import { RightPanel } from '../panel/RightPanel'
import { BottomBar } from './BottomBar'
import { Footer } from './Footer'
import { TopBar } from './TopBar'
import { FloatingToTop } from './FloatingToTop'

interface Props {
  /** The article on screen; null or absent on every other page. */
  article?: ArticleFrameInfo | null
  children: ReactNode
}

export function MediumFrame({ article = null, children }: Props) {
  const withPanel = showsRightPanel(article)
  return (
    <div className="flex min-h-screen">
      <div className="flex min-w-0 flex-1 flex-col">
        <TopBar />
        <main
          id="main"
          className="mx-auto w-full max-w-5xl flex-1 px-5 pt-6 pb-12 md:px-10 lg:px-14"
        >
          {children}
        </main>
        <Footer />
        <BottomBar toc={article?.toc ?? []} />
      </div>
      {withPanel && <RightPanel toc={article?.toc ?? []} />}
      <FloatingToTop besidePanel={withPanel} />
    </div>
  )
}
