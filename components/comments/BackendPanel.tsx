// One backend's panel. Its code is fetched the first time the panel is shown; afterwards it
// stays mounted (hidden while another tab is open) so switching back does not reload it. Code
// that fails to arrive is a warning and an empty panel (BackendBoundary), never a broken page.
import { Suspense, type ComponentType } from 'react'
import type { CommentPage } from '@/lib/comments/page'
import type { CommentBackend } from '@/lib/comments/types'
import type { Locale } from '@/lib/i18n/locale'
import { useT } from '@/lib/i18n/react'
import { BACKEND_COMPONENTS, BACKEND_NAMES } from './backends/registry'
import { BackendBoundary } from './BackendBoundary'
import type { BackendProps } from './types'
import { CommentsLoading } from './WidgetView'

interface Props {
  backend: CommentBackend
  page: CommentPage
  locale: Locale
  shown: boolean
  /** Set when the section has tabs: the panel is labelled by its tab. */
  tabId?: string
  panelId?: string
}

export function BackendPanel({ backend, page, locale, shown, tabId, panelId }: Props) {
  const { t } = useT()
  // The registry pairs each kind with its component; TypeScript cannot follow the pairing
  // through an indexed union, so the lookup is widened once here.
  const Backend = BACKEND_COMPONENTS[backend.kind] as ComponentType<BackendProps<typeof backend.kind>>
  return (
    <div
      id={panelId}
      role={tabId ? 'tabpanel' : undefined}
      aria-labelledby={tabId}
      hidden={!shown}
      className="transition-opacity duration-300 starting:opacity-0"
    >
      <BackendBoundary name={backend.kind === 'webmention' ? 'Webmention' : BACKEND_NAMES[backend.kind]}>
        <Suspense fallback={<CommentsLoading text={t.comment.loading} />}>
          <Backend backend={backend} page={page} locale={locale} />
        </Suspense>
      </BackendBoundary>
    </div>
  )
}
