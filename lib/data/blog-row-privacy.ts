// What a linked view of the blog database inside a body may show: the rows visitors may see
// now, never the password or status columns.
import type { BlogRowPrivacy } from '@/lib/notion/body'
import { isVisibleRow } from '@/lib/site/visibility'
import type { WorkspaceRow } from '@/lib/site/workspace'
import type { DataSettings } from './settings'

export function blogRowPrivacy(rows: readonly WorkspaceRow[], settings: DataSettings, now: number): BlogRowPrivacy {
  return {
    visibleRowIds: new Set(rows.filter((r) => isVisibleRow(r, settings.rules, now)).map((r) => r.id)),
    privateProperties: [settings.names.password, settings.names.status],
  }
}
