// The page's posts in banners by category (the site's category order, uncategorised last):
// each a heading with a link to the category, then its first story large and two more beside it.
import { groupByCategory } from '@/components/sections/post-groups/group-by-category'
import { useSite } from '@/components/site/SiteContext'
import { categoryHref } from '@/components/taxonomy/taxonomy-href'
import { useT } from '@/lib/i18n/react'
import type { ListedPost } from '@/themes/contract'
import { Container } from '../frame/Container'
import { GridCard } from '../posts/GridCard'
import { BannerStory } from './BannerStory'
import { SectionHeading } from './SectionHeading'

export function CategoryBanners({ posts }: { posts: ListedPost[] }) {
  const { t } = useT()
  const { categories } = useSite()
  const groups = groupByCategory(posts, categories.map((category) => category.name))
  return (
    <Container className="flex flex-col gap-14 py-10">
      {groups.map(({ category, posts: members }) => {
        const [first, ...others] = members
        if (!first) return null
        return (
          <section key={category ?? ''} data-magzine-category={category ?? ''}>
            <SectionHeading title={category ?? t.category.uncategorized} href={category ? categoryHref(category) : undefined} />
            <div className="grid grid-cols-1 gap-6 sm:grid-cols-2 lg:grid-cols-4">
              <BannerStory post={first} />
              {others.slice(0, 2).map((post) => (
                <GridCard key={post.id} post={post} />
              ))}
            </div>
          </section>
        )
      })}
    </Container>
  )
}
