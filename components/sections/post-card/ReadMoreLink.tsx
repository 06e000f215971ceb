// "Read more" under a card's excerpt, linking to the post.
import { SiteLink } from '@/components/navigation/SiteLink'
import { useT } from '@/lib/i18n/react'
import type { ListedPost } from '@/lib/routes/types'
import type { ReactNode } from 'react'

interface Props {
  post: Pick<ListedPost, 'href' | 'title'>
  className?: string
  /** After the text (an arrow, for one). */
  icon?: ReactNode
}

export function ReadMoreLink({ post, className, icon }: Props) {
  const { t } = useT()
  return (
    <SiteLink href={post.href} aria-label={`${t.common.readMore}: ${post.title}`} className={className ?? 'text-sm hover:underline'}>
      {t.common.readMore}
      {icon}
    </SiteLink>
  )
}
