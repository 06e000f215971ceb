// /tag: every tag as a coloured chip with its post count.
import { TagCloud } from '@/components/taxonomy/TagCloud'
import { useT } from '@/lib/i18n/react'
import type { LayoutDataMap } from '@/themes/contract'
import { Page } from '../frame/Page'

export function LayoutTagIndex({ tags }: LayoutDataMap['LayoutTagIndex']) {
  const { t } = useT()
  return (
    <Page title={t.tag.title}>
      {tags.length > 0 ? (
        <TagCloud tags={tags} showCount classNames={{ root: 'flex flex-wrap gap-2' }} />
      ) : (
        <p>{t.tag.empty}</p>
      )}
    </Page>
  )
}
