// The author's avatar and name, linking to /about.
import { SiteLink } from '@/components/navigation/SiteLink'
import { useSite } from '@/components/site/SiteContext'

export function AuthorLine() {
  const { author, avatar } = useSite()
  if (!author) return null
  return (
    <SiteLink
      href="/about"
      className="flex items-center gap-2 text-emerald-700 hover:underline dark:text-emerald-400"
    >
      {avatar && (
        // eslint-disable-next-line @next/next/no-img-element -- a small, already mapped avatar
        <img src={avatar} alt="" className="h-6 w-6 rounded-full object-cover" />
      )}
      <span>{author}</span>
    </SiteLink>
  )
}
