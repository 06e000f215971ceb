// The owner's profile: the round avatar, the name in serif, the bio, the site's counts and the
// social links, centred (the left column's About panel and the phone drawer).
import { AuthorCard } from '@/components/sections/sidebar/AuthorCard'
import { QUIET_LINK } from '../frame/look'

export function Profile() {
  return (
    <AuthorCard
      classNames={{
        root: 'gap-2',
        avatar: 'h-28 w-28 rounded-full border-2 border-white shadow-md transition-transform duration-500 hover:rotate-[360deg] dark:border-neutral-700',
        name: 'mt-1 font-serif text-2xl text-[#222] dark:text-neutral-100',
        bio: 'text-sm text-[#555] dark:text-neutral-400',
        counts: 'mt-2 w-full divide-x divide-neutral-200 text-xs dark:divide-neutral-700',
        count: `px-1 ${QUIET_LINK}`,
        countValue: 'text-lg font-semibold text-[#222] tabular-nums dark:text-neutral-100',
        socials: 'mt-2 flex flex-wrap justify-center gap-4',
        social: QUIET_LINK,
      }}
    />
  )
}
