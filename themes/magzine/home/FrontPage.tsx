// The front page's top: the lead story on the left; on the right the black call-to-action
// panel (MAGZINE_CTA_*, nothing while its title is empty) above the next stories.
import { CallToAction } from '@/components/sections/CallToAction'
import type { ListedPost } from '@/themes/contract'
import { Container } from '../frame/Container'
import { useMagzineConfig } from '../useMagzineConfig'
import { CompactStory } from './CompactStory'
import { LeadStory } from './LeadStory'

export function FrontPage({ posts }: { posts: ListedPost[] }) {
  const config = useMagzineConfig()
  const [lead, ...rest] = posts
  if (!lead) return null
  return (
    <Container className="grid gap-10 py-10 lg:grid-cols-2 lg:gap-14">
      <LeadStory post={lead} />
      <div className="flex min-w-0 flex-col gap-6">
        <CallToAction
          title={config.MAGZINE_CTA_TITLE}
          text={config.MAGZINE_CTA_TEXT}
          buttonLabel={config.MAGZINE_CTA_BUTTON_TEXT}
          buttonHref={config.MAGZINE_CTA_BUTTON_URL}
          note={config.MAGZINE_CTA_NOTE}
          classNames={{
            root: 'items-center gap-4 bg-black px-6 py-10 text-center text-white ring-1 ring-neutral-800',
            title: 'text-2xl font-extrabold sm:text-3xl',
            text: 'text-sm text-neutral-300 sm:text-base',
            button: 'rounded-full bg-green-400 px-6 py-2.5 font-bold text-neutral-950 hover:bg-green-300',
            note: 'text-xs text-neutral-400',
          }}
        />
        {rest.slice(0, 3).map((post) => (
          <CompactStory key={post.id} post={post} />
        ))}
      </div>
    </Container>
  )
}
