// The blog inside a site: the latest posts (BLOG_COUNT of them), drawn by the theme's own card,
// under a heading, with a link to every post. No posts, or a count of 0: no section.
import type { ReactNode } from 'react'
import { part, type ClassNames } from '@/components/kit/class-names'
import { SiteLink } from '@/components/navigation/SiteLink'
import { useT } from '@/lib/i18n/react'
import { SectionHeading, type SectionHeadingPart } from './SectionHeading'
import { useSiteSection } from './useSiteSection'

export type BlogSectionPart = 'root' | 'grid' | 'more'

interface Props<P> {
  posts: readonly P[]
  renderPost: (post: P, index: number) => ReactNode
  /** Where "All posts" leads (default: the archive). */
  allHref?: string
  classNames?: ClassNames<BlogSectionPart>
  heading?: ClassNames<SectionHeadingPart>
  /** A small line above the heading. */
  eyebrow?: string
  id?: string
}

export function BlogSection<P extends { id: string }>({ posts, renderPost, allHref = '/archive', classNames: c = {}, heading, eyebrow, id = 'blog' }: Props<P>) {
  const { t } = useT()
  const { TITLE, TEXT, COUNT } = useSiteSection('BLOG')
  const shown = posts.slice(0, COUNT)
  if (shown.length === 0) return null
  return (
    <section id={id} data-section="blog" aria-labelledby={`${id}-title`} className={part('scroll-mt-20', 'px-4 py-16', c.root)}>
      <SectionHeading id={`${id}-title`} title={TITLE || t.site.latestPosts} text={TEXT} eyebrow={eyebrow} classNames={heading} />
      <ul className={part('mx-auto grid', 'max-w-6xl gap-8 sm:grid-cols-2 lg:grid-cols-3', c.grid)}>
        {shown.map((post, i) => (
          <li key={post.id} className="min-w-0">
            {renderPost(post, i)}
          </li>
        ))}
      </ul>
      <p className="mt-10 text-center">
        <SiteLink href={allHref} className={part('inline-block', 'font-semibold text-[var(--folio-accent)] hover:underline', c.more)}>
          {t.site.allPosts} →
        </SiteLink>
      </p>
    </section>
  )
}
