// Every tag as a tinted chip. Defaults to the site's tags (the chrome keeps the most used ones).
import { TagChip } from '@/components/post/TagChip'
import { part, type ClassNames } from '@/components/kit/class-names'
import { useSite } from '@/components/site/SiteContext'
import type { TagItem } from '@/lib/site/types'

interface Props {
  tags?: TagItem[]
  showCount?: boolean
  tinted?: boolean
  classNames?: ClassNames<TagCloudPart>
}

/** `chip`: each tag (TagChip's own default look otherwise). */
export type TagCloudPart = 'root' | 'chip'

export function TagCloud({ tags, showCount = false, tinted = true, classNames: c = {} }: Props) {
  const site = useSite()
  const items = tags ?? site.tags
  if (items.length === 0) return null
  return (
    <div className={part('flex flex-wrap', 'gap-2', c.root)}>
      {items.map((tag) => (
        <TagChip key={tag.name} tag={tag} showCount={showCount} tinted={tinted} className={c.chip} />
      ))}
    </div>
  )
}
