// The home's closing sections: the latest posts (the blog's own cards under a small blue line),
// contact (the heading as an info column beside the form) and the newsletter on a blue band.
import { BlogSection } from '@/components/sections/site/BlogSection'
import { ContactForm } from '@/components/sections/site/forms/ContactForm'
import { SubscribeForm } from '@/components/sections/site/forms/SubscribeForm'
import { useSiteSection } from '@/components/sections/site/useSiteSection'
import { useT } from '@/lib/i18n/react'
import type { ListedPost } from '@/themes/contract'
import { CARD, HEADING, TINTED } from '../look'
import { BlogCard } from '../posts/BlogCard'

const FIELD = 'rounded-md border border-neutral-200 bg-[#f8f9ff] px-4 py-3 text-[#111928] outline-none focus:border-[#3758f9] dark:border-neutral-700 dark:bg-neutral-950 dark:text-white'

export function Blog({ posts }: { posts: ListedPost[] }) {
  const { t } = useT()
  const { TITLE } = useSiteSection('BLOG')
  return (
    <BlogSection
      posts={posts}
      eyebrow={TITLE ? t.site.latestPosts : ''}
      renderPost={(post) => <BlogCard post={post} />}
      classNames={{
        root: 'px-4 py-20 sm:px-6 lg:py-24',
        grid: 'max-w-6xl gap-x-8 gap-y-14 sm:grid-cols-2 lg:grid-cols-3',
        more: 'rounded-md border border-[#3758f9] px-7 py-3 font-medium text-[#3758f9] transition hover:bg-[#3758f9] hover:text-white dark:text-[#7d93ff]',
      }}
      heading={HEADING}
    />
  )
}

export function Contact() {
  return (
    <div className={TINTED}>
      <ContactForm
        classNames={{
          root: 'mx-auto grid max-w-6xl gap-12 px-4 py-20 sm:px-6 md:grid-cols-[2fr_3fr] md:items-start lg:py-24',
          form: `w-full max-w-none gap-5 p-6 sm:p-10 ${CARD}`,
          label: 'gap-2 text-sm font-medium text-[#111928] dark:text-neutral-200',
          input: FIELD,
          button: 'rounded-md bg-[#3758f9] px-8 py-3 font-medium text-white transition hover:bg-[#1b44c8]',
        }}
        heading={{ ...HEADING, root: 'text-left md:pt-6', text: `${HEADING.text} text-lg` }}
      />
    </div>
  )
}

export function Newsletter() {
  return (
    <SubscribeForm
      classNames={{
        root: 'bg-[#3758f9] px-4 py-20 text-white dark:bg-[#1c2a6e]',
        form: 'max-w-xl gap-3',
        input: 'rounded-md border border-white/30 bg-white/10 px-4 py-3 text-white placeholder:text-white/70 outline-none focus:border-white',
        button: 'rounded-md bg-white px-7 py-3 font-medium text-[#3758f9] transition hover:bg-neutral-100',
        status: 'text-sm text-white',
      }}
      heading={{ ...HEADING, title: 'text-3xl leading-tight font-bold text-white sm:text-4xl', text: 'mt-4 text-white' }}
    />
  )
}
