// The magazine's frame: the white masthead; the page's heading on a warm band (an article
// opens centred over a full-width cover instead); the content; the black footer. On articles
// the contents sit in a sticky left column, and on smaller screens behind a floating button.
import { FrameChrome } from '@/components/frame/FrameChrome'
import { FrameRoot } from '@/components/frame/FrameRoot'
import { mobileTocOf } from '@/components/sections/frame-rules'
import { ToTopButton } from '@/components/sections/ToTopButton'
import { FloatingToc } from '@/components/toc/FloatingToc'
import type { LayoutBaseProps } from '@/themes/contract'
import { ArticleBanner } from './frame/ArticleBanner'
import { ArticleColumns } from './frame/ArticleColumns'
import { Container } from './frame/Container'
import { Footer } from './frame/Footer'
import { Header } from './frame/Header'
import { PageBanner } from './frame/PageBanner'

// The theme's own layouts line their bands up themselves; the kit's defaults (404, search,
// category and tag indexes) get the page's width here.
const OWN_WIDTH: ReadonlySet<string> = new Set(['LayoutIndex', 'LayoutPostList', 'LayoutArchive', 'LayoutSignIn', 'LayoutSignUp'])

const FLOATING = 'fixed z-30 inline-flex h-11 w-11 items-center justify-center rounded-full bg-neutral-950 text-white shadow-lg hover:bg-neutral-800 dark:bg-white dark:text-neutral-950'

export function LayoutBase({ page, children }: LayoutBaseProps) {
  return (
    <FrameRoot
      theme="magzine"
      page={page}
      className="flex min-h-screen flex-col bg-white text-neutral-900 [--folio-accent:#16a34a] dark:bg-neutral-950 dark:text-neutral-100 dark:[--folio-accent:#4ade80]"
    >
      <FrameChrome>
        <Header />
      </FrameChrome>
      {page.article ? <ArticleBanner article={page.article} /> : page.heading && <PageBanner heading={page.heading} />}
      <main id="main" className="flex w-full flex-1 flex-col">
        {page.article ? (
          <ArticleColumns page={page}>{children}</ArticleColumns>
        ) : OWN_WIDTH.has(page.layout) ? (
          children
        ) : (
          <Container className="py-10 sm:py-14">{children}</Container>
        )}
      </main>
      <FrameChrome>
        <Footer />
        {page.article && (
          <FloatingToc
            toc={mobileTocOf(page)}
            classNames={{ button: `${FLOATING} bottom-6 left-6 lg:hidden`, panel: 'bg-white p-5 dark:bg-neutral-950' }}
            tocClassNames={{ active: 'font-semibold !text-neutral-950 underline dark:!text-white' }}
          />
        )}
        <ToTopButton showAfter={500} className={`${FLOATING} right-6 bottom-6`} />
      </FrameChrome>
    </FrameRoot>
  )
}
