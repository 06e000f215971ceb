// All tags as a cloud of chips in their Notion colours, with counts, in the frame's white card.
import { TagCloud } from '@/components/taxonomy/TagCloud'
import type { LayoutDataMap } from '@/themes/contract'

export function LayoutTagIndex({ tags }: LayoutDataMap['LayoutTagIndex']) {
  return <TagCloud tags={tags} showCount classNames={{ root: 'flex flex-wrap justify-center gap-3', chip: 'rounded-full! px-3! py-1! text-sm! shadow-sm' }} />
}
