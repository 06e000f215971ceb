// The comment section itself, loaded by Comments.tsx only where it shows (that gate applies the
// visibility rules). The backends load only once the section comes within 200 px of the
// viewport; several get tabs.
import { useCallback, useRef, useState } from 'react'
import { part, type ClassNames } from '@/components/kit/class-names'
import { usePageContext } from '@/components/site/SiteContext'
import { commentPageOf } from '@/lib/comments/page'
import type { CommentTarget } from '@/lib/comments/target'
import type { CommentBackend } from '@/lib/comments/types'
import { useT } from '@/lib/i18n/react'
import type { PostSummary } from '@/lib/site/types'
import { BackendPanel } from './BackendPanel'
import { BACKEND_NAMES } from './backends/registry'
import { CommentTabs } from './CommentTabs'
import { useCommentTarget } from './useCommentTarget'
import { useInView } from './useInView'
import { COMMENTS_SECTION_ID } from './section-id'

/** `heading`: the "Comments" heading; `tabs`: the tab row when several systems are configured. */
export type CommentsPart = 'root' | 'heading' | 'tabs'

export interface CommentsProps {
  post: PostSummary
  classNames?: ClassNames<CommentsPart>
  /** `heading={false}` leaves the "Comments" heading out (the theme has its own). */
  heading?: boolean
}

const LOAD_MARGIN = '200px'

export function CommentsSection({ post, classNames: c = {}, heading = true }: CommentsProps) {
  const { chrome, variant } = usePageContext()
  const { t } = useT()
  const backends = chrome.comments?.backends ?? []
  const sectionRef = useRef<HTMLElement>(null)
  const [active, setActive] = useState(0)
  const [opened, setOpened] = useState<ReadonlySet<number>>(() => new Set([0]))
  const select = useCallback((index: number) => {
    setActive(index)
    setOpened((before) => new Set(before).add(index))
  }, [])
  const giscusTab = backends.findIndex((b) => b.kind === 'giscus')
  const onTarget = useCallback(
    (target: CommentTarget) => {
      if (target === 'giscus' && giscusTab >= 0) select(giscusTab)
    },
    [giscusTab, select],
  )
  useCommentTarget(sectionRef, onTarget)
  const inView = useInView(sectionRef, LOAD_MARGIN)

  const page = commentPageOf(post, variant.prefix)
  const label = (b: CommentBackend) => (b.kind === 'webmention' ? t.comment.webmentions : BACKEND_NAMES[b.kind])
  const tabs = backends.map((b) => ({
    key: b.kind,
    label: label(b),
    tabId: `comment-tab-${b.kind}`,
    panelId: `comment-panel-${b.kind}`,
  }))
  const withTabs = backends.length > 1
  return (
    <section
      id={COMMENTS_SECTION_ID}
      ref={sectionRef}
      aria-label={heading ? undefined : t.comment.heading}
      className={part('scroll-mt-24', 'mt-10', c.root)}
    >
      {heading && (
        <h2 className={part('', 'mb-4 text-xl font-semibold text-gray-900 dark:text-neutral-100', c.heading)}>
          {t.comment.heading}
        </h2>
      )}
      {withTabs && <CommentTabs tabs={tabs} active={active} onSelect={select} className={c.tabs} />}
      <div className="min-h-24">
        {inView &&
          backends.map((backend, index) =>
            opened.has(index) ? (
              <BackendPanel
                key={backend.kind}
                backend={backend}
                page={page}
                locale={variant.locale}
                shown={index === active}
                tabId={withTabs ? tabs[index]?.tabId : undefined}
                panelId={withTabs ? tabs[index]?.panelId : undefined}
              />
            ) : null,
          )}
      </div>
    </section>
  )
}
