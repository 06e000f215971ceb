// The commerce frame: the white header, an article's dark banner (or a page's centred heading),
// the content on the light grey page, the footer with menus and contact buttons. The theme's
// own layouts lay out their width; the kit's shared layouts (404, search, category and tag
// indexes, identity screens) sit in one white panel.
import { mobileTocOf } from '@/components/sections/frame-rules'
import { ToTopButton } from '@/components/sections/ToTopButton'
import { FloatingToc } from '@/components/toc/FloatingToc'
import type { LayoutBaseProps, LayoutName } from '@/themes/contract'
import { ArticleBanner } from './frame/ArticleBanner'
import { Container } from './frame/Container'
import { Footer } from './frame/Footer'
import { Header } from './frame/Header'
import { PageHeading } from './frame/PageHeading'
import { PANEL } from './look'

const LAID_OUT_HERE: readonly LayoutName[] = ['LayoutIndex', 'LayoutPostList', 'LayoutSlug', 'LayoutArchive']

const ROUND = 'fixed z-30 inline-flex h-11 w-11 items-center justify-center rounded-full bg-white text-neutral-800 shadow-lg ring-1 ring-neutral-200 hover:text-[var(--folio-accent)] dark:bg-neutral-800 dark:text-neutral-100 dark:ring-neutral-700'

export function LayoutBase({ page, children }: LayoutBaseProps) {
  const ownWidth = LAID_OUT_HERE.includes(page.layout)
  return (
    <div
      id="theme-commerce"
      data-layout={page.layout}
      className="flex min-h-screen flex-col bg-[#f5f5f5] text-neutral-800 [--folio-accent:#d32f2f] dark:bg-[#111] dark:text-neutral-200 dark:[--folio-accent:#f87171]"
    >
      <Header />
      {page.article ? <ArticleBanner article={page.article} /> : page.heading && <PageHeading heading={page.heading} />}
      <main id="main" className="flex w-full flex-1 flex-col pb-14">
        {ownWidth ? (
          children
        ) : (
          <Container className={page.heading ? '' : 'pt-10'}>
            <div className={`${PANEL} p-5 sm:p-10`}>{children}</div>
          </Container>
        )}
      </main>
      <Footer />
      {page.article && (
        <FloatingToc
          toc={mobileTocOf(page)}
          classNames={{ button: `${ROUND} bottom-6 left-6`, panel: 'bg-white p-5 dark:bg-neutral-900' }}
          tocClassNames={{ active: 'font-semibold !text-[var(--folio-accent)]' }}
        />
      )}
      <ToTopButton showAfter={500} className={`${ROUND} right-6 bottom-6`} />
    </div>
  )
}
