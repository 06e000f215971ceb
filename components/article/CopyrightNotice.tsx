// The copyright block under an article: author, the post's link and the licence.
import { SiteLink } from '@/components/navigation/SiteLink'
import { useSite } from '@/components/site/SiteContext'
import { useT } from '@/lib/i18n/react'
import type { PostSummary } from '@/lib/site/types'
import { usePublicPageUrl } from './usePublicPageUrl'

interface Props {
  post: Pick<PostSummary, 'type' | 'href' | 'title'>
  className?: string
}

export function CopyrightNotice({ post, className }: Props) {
  const { article, author } = useSite()
  const { t, format } = useT()
  const url = usePublicPageUrl(post.href)
  if (!article.copyright || post.type !== 'Post') return null
  return (
    <aside className={className ?? 'my-8 rounded-lg border-l-4 border-neutral-400 bg-neutral-50 p-4 text-sm text-neutral-600 dark:bg-neutral-900 dark:text-neutral-300'} data-testid="copyright-notice">
      {author && (
        <p>
          <span className="font-semibold">{t.copyright.author}: </span>
          <SiteLink href="/about">{author}</SiteLink>
        </p>
      )}
      <p className="break-all">
        <span className="font-semibold">{t.copyright.link}: </span>
        <SiteLink href={post.href}>{url}</SiteLink>
      </p>
      <p>{format(t.copyright.notice, { license: article.license })}</p>
    </aside>
  )
}
