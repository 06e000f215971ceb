// The recommended posts as a horizontal strip that scrolls and snaps card by card (no script).
import { PostCardCover } from '@/components/sections/post-card/PostCardCover'
import { PostCardTitle } from '@/components/sections/post-card/PostCardTitle'
import { useT } from '@/lib/i18n/react'
import type { PostLink } from '@/themes/contract'
import { Container } from '../frame/Container'
import { SectionHeading } from './SectionHeading'

export function RecommendedStrip({ posts }: { posts: PostLink[] }) {
  const { t } = useT()
  if (posts.length === 0) return null
  return (
    <section data-magzine-strip="" aria-label={t.home.hero.recommended} className="py-10">
      <Container>
        <SectionHeading title={t.home.hero.recommended} />
        <ul className="-mx-1 flex snap-x snap-mandatory gap-5 overflow-x-auto px-1 pb-4 [scrollbar-width:thin]">
          {posts.map((post) => (
            <li key={post.id} className="flex w-64 shrink-0 snap-start flex-col gap-3 sm:w-72">
              <PostCardCover post={post} placeholder classNames={{ root: 'aspect-[4/3] w-full bg-neutral-200 dark:bg-neutral-800' }} />
              {post.category && <span className="text-xs font-semibold text-[#6b6b6b] dark:text-neutral-400">{post.category}</span>}
              <PostCardTitle post={post} as="h3" classNames={{ root: 'text-base leading-snug font-bold text-neutral-950 dark:text-white', link: 'hover:underline underline-offset-4' }} />
            </li>
          ))}
        </ul>
      </Container>
    </section>
  )
}
