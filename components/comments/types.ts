import type { CommentPage } from '@/lib/comments/page'
import type { BackendOf, CommentKind } from '@/lib/comments/types'
import type { Locale } from '@/lib/i18n/locale'

/** What every backend component receives; site link and appearance come from hooks. */
export interface BackendProps<K extends CommentKind> {
  backend: BackendOf<K>
  page: CommentPage
  locale: Locale
}
