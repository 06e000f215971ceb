// Proxio's frame: the fixed dark header (translucent over the home's welcome cover), the page's
// centred title block on the white blog pages (the article opens on its own), the content, the
// black footer. Anchors scroll smoothly to the home's sections (see frame/proxio.module.css).
import { FrameChrome } from '@/components/frame/FrameChrome'
import { FrameRoot } from '@/components/frame/FrameRoot'
import { useLite } from '@/components/frame/useLite'
import { isHome, mobileTocOf } from '@/components/sections/frame-rules'
import { ToTopButton } from '@/components/sections/ToTopButton'
import { FloatingToc } from '@/components/toc/FloatingToc'
import { useT } from '@/lib/i18n/react'
import type { LayoutBaseProps } from '@/themes/contract'
import { ArticleBanner } from './frame/ArticleBanner'
import { Footer } from './frame/Footer'
import { Header } from './frame/Header'
import { PageBanner } from './frame/PageBanner'
import { SMOOTH_SCROLL_ROOT, TONE_LIGHT } from './frame/tones'
import { useProxioConfig } from './useProxioConfig'

const FLOATING =
  'fixed z-30 inline-flex h-11 w-11 items-center justify-center rounded-full bg-neutral-950 text-white shadow-lg ring-1 ring-white/15 hover:bg-neutral-800'

export function LayoutBase({ page, children }: LayoutBaseProps) {
  const { t } = useT()
  const lite = useLite()
  const { PROXIO_WELCOME } = useProxioConfig()
  const home = isHome(page)
  // /page/2… has no heading of its own: it is the blog's list of latest posts.
  const heading = page.heading ?? (page.layout === 'LayoutPostList' ? t.site.latestPosts : null)
  return (
    <FrameRoot
      theme="proxio"
      page={page}
      className={`${SMOOTH_SCROLL_ROOT} ${TONE_LIGHT} flex min-h-screen flex-col bg-[var(--px-bg)] text-[var(--px-fg)] [--folio-accent:#4f46e5] dark:[--folio-accent:#a5b4fc]`}
    >
      <FrameChrome>
        <Header overCover={home && PROXIO_WELCOME} />
      </FrameChrome>
      <main
        id="main"
        className={`flex w-full flex-1 flex-col ${(home && PROXIO_WELCOME) || lite ? '' : 'pt-16'}`}
      >
        {page.article ? (
          <ArticleBanner article={page.article} />
        ) : (
          !home && heading && <PageBanner heading={heading} />
        )}
        {home ? (
          children
        ) : (
          <div className="mx-auto w-full max-w-6xl min-w-0 px-4 pt-4 pb-20 sm:px-6">{children}</div>
        )}
      </main>
      <FrameChrome>
        <Footer />
        {page.article && (
          <FloatingToc
            toc={mobileTocOf(page)}
            classNames={{
              button: `${FLOATING} bottom-6 left-6`,
              panel: 'bg-white p-5 dark:bg-neutral-950',
            }}
            tocClassNames={{ active: 'font-semibold !text-[var(--folio-accent)]' }}
          />
        )}
        <ToTopButton showAfter={600} className={`${FLOATING} right-6 bottom-6`} />
      </FrameChrome>
    </FrameRoot>
  )
}
