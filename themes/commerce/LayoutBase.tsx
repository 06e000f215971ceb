// The commerce frame: the white header, an article's dark banner (or a page's centred heading),
// the content on the light grey page, the footer with menus and contact buttons. The theme's
// own layouts lay out their width; the kit's shared layouts (404, search, category and tag
// indexes, identity screens) sit in one white panel.
import { FrameChrome } from '@/components/frame/FrameChrome'
import { FrameRoot } from '@/components/frame/FrameRoot'
import type { LayoutBaseProps, LayoutName } from '@/themes/contract'
import { Container } from './frame/Container'
import { FloatingButtons } from './frame/FloatingButtons'
import { Footer } from './frame/Footer'
import { Header } from './frame/Header'
import { PageOpening } from './frame/PageOpening'
import { PANEL } from './look'

const LAID_OUT_HERE: readonly LayoutName[] = ['LayoutIndex', 'LayoutPostList', 'LayoutSlug', 'LayoutArchive']

export function LayoutBase({ page, children }: LayoutBaseProps) {
  const ownWidth = LAID_OUT_HERE.includes(page.layout)
  // Two reds: the accent as text on the dark page needs a light one, as a fill under white text
  // a deep one (white on the light red is 3.8:1, under the 4.5:1 small text needs).
  return (
    <FrameRoot
      theme="commerce"
      page={page}
      className="flex min-h-screen flex-col bg-[#f5f5f5] text-neutral-800 [--folio-accent:#d32f2f] [--folio-accent-fill:#d32f2f] dark:bg-[#111] dark:text-neutral-200 dark:[--folio-accent:#ef4444] dark:[--folio-accent-fill:#dc2626]"
    >
      <FrameChrome>
        <Header />
      </FrameChrome>
      <PageOpening page={page} />
      <main id="main" className="flex w-full flex-1 flex-col pb-14">
        {ownWidth ? (
          children
        ) : (
          <Container className={page.heading ? '' : 'pt-10'}>
            <div className={`${PANEL} p-5 sm:p-10`}>{children}</div>
          </Container>
        )}
      </main>
      <FrameChrome>
        <Footer />
        <FloatingButtons page={page} />
      </FrameChrome>
    </FrameRoot>
  )
}
