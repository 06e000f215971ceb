// Every tag as a "#name" word with its count, set like running text.
import { PageTitle } from '@/components/sections/PageTitle'
import { TagCloud } from '@/components/taxonomy/TagCloud'
import { useT } from '@/lib/i18n/react'
import type { LayoutDataMap } from '@/themes/contract'
import { PAGE_TITLE } from './page-title'
import { TAG_WORD } from './taxonomy-look'

export function LayoutTagIndex({ tags }: LayoutDataMap['LayoutTagIndex']) {
  const { t } = useT()
  return (
    <section data-typography="tag-index">
      <PageTitle className={PAGE_TITLE}>{t.tag.title}</PageTitle>
      <TagCloud tags={tags} showCount tinted={false} classNames={{ root: 'gap-x-6 gap-y-3 leading-loose', chip: TAG_WORD }} />
    </section>
  )
}
