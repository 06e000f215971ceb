// "Latest posts" on the warm off-white band: the home list itself, in the four-column grid,
// with a link to the archive.
import { useT } from '@/lib/i18n/react'
import type { ListedPost, Pagination } from '@/themes/contract'
import { Container } from '../frame/Container'
import { PostGrid } from '../posts/PostGrid'
import { SectionHeading } from './SectionHeading'

export function LatestPosts({ posts, pagination }: { posts: ListedPost[]; pagination: Pagination }) {
  const { t } = useT()
  return (
    <section data-magzine-latest="" className="bg-[#f5f4ee] py-12 dark:bg-neutral-900">
      <Container>
        <SectionHeading title={t.list.latest} href="/archive" />
        <PostGrid posts={posts} pagination={pagination} />
      </Container>
    </section>
  )
}
