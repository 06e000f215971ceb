import { TagCloud } from '@/components/taxonomy/TagCloud'
import { useT } from '@/lib/i18n/react'
import type { LayoutDataMap } from '@/themes/contract'
import { MediumFrame } from '../frame/MediumFrame'
import { PageHeading } from '../posts/PageHeading'

export function LayoutTagIndex({ tags }: LayoutDataMap['LayoutTagIndex']) {
  const { t } = useT()
  return (
    <MediumFrame>
      <PageHeading>{t.tag.title}</PageHeading>
      <TagCloud tags={tags} showCount classNames={{ root: 'flex flex-wrap gap-3' }} />
    </MediumFrame>
  )
}
