// Every tag as a tinted chip. Defaults to the site's tags (the chrome keeps the most used ones).
import { TagChip } from '@/components/post/TagChip'
import { useSite } from '@/components/site/SiteContext'
import type { TagItem } from '@/lib/site/types'

interface Props {
  tags?: TagItem[]
  showCount?: boolean
  tinted?: boolean
  className?: string
  chipClassName?: string
}

export function TagCloud({ tags, showCount = false, tinted = true, className, chipClassName }: Props) {
  const site = useSite()
  const items = tags ?? site.tags
  if (items.length === 0) return null
  return (
    <div className={className ?? 'flex flex-wrap gap-2'}>
      {items.map((tag) => (
        <TagChip key={tag.name} tag={tag} showCount={showCount} tinted={tinted} className={chipClassName} />
      ))}
    </div>
  )
}
