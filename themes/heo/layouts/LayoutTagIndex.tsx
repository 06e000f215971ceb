// Every tag as a chip with its post count, in heo's panel.
import { PageTitle } from '@/components/sections/PageTitle'
import { TagCloud } from '@/components/taxonomy/TagCloud'
import { useT } from '@/lib/i18n/react'
import type { LayoutDataMap } from '@/themes/contract'
import { Panel } from '../frame/Panel'

export function LayoutTagIndex({ tags }: LayoutDataMap['LayoutTagIndex']) {
  const { t } = useT()
  return (
    <Panel>
      <PageTitle>{t.tag.title}</PageTitle>
      <TagCloud tags={tags} showCount classNames={{ root: 'mt-4 flex flex-wrap gap-2.5', chip: 'rounded-lg px-3 py-1.5 text-sm font-medium hover:opacity-80' }} />
    </Panel>
  )
}
