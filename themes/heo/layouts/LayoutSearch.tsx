// The search page in heo's panel: a big rounded box, then the results or the categories and tags.
import { SearchPage } from '@/components/sections/SearchPage'
import type { LayoutDataMap } from '@/themes/contract'
import { Panel } from '../frame/Panel'

export function LayoutSearch(props: LayoutDataMap['LayoutSearch']) {
  return (
    <Panel>
      <SearchPage
        {...props}
        classNames={{
          box: 'mb-6 gap-2 rounded-xl border-2 border-[#e3e8f7] bg-[#f7f9fe] px-4 py-2.5 focus-within:border-[var(--folio-accent)] dark:border-[#3d3d3f] dark:bg-[#18171d]',
          heading: 'mt-6 mb-3 font-bold',
        }}
        categoryList={{ root: 'flex flex-wrap gap-2', item: 'rounded-lg bg-[#f0f3fd] px-3 py-1.5 font-medium hover:text-[var(--folio-accent)] dark:bg-[#2a2b30]' }}
      />
    </Panel>
  )
}
