// The shared search layout, on its own: only search pages download the results list's code.
import { SearchPage } from '@/components/sections/SearchPage'
import type { LayoutDataMap } from '@/lib/routes/types'

export function DefaultLayoutSearch(props: LayoutDataMap['LayoutSearch']) {
  return <SearchPage {...props} />
}
