// Links to the previous and next posts. Themes show it only for type Post (spec). By default
// one above the other on phones (side by side, a title would wrap every few characters).
import type { PostLink } from '@/lib/routes/types'
import { part, type ClassNames } from '@/components/kit/class-names'
import { SiteLink } from '@/components/navigation/SiteLink'
import { useT } from '@/lib/i18n/react'

/** `link`: each of the two links (the next one is right-aligned). */
export type PrevNextLinksPart = 'root' | 'link'

interface Props {
  prev: PostLink | null
  next: PostLink | null
  classNames?: ClassNames<PrevNextLinksPart>
}

export function PrevNextLinks({ prev, next, classNames: c = {} }: Props) {
  const { t } = useT()
  if (!prev && !next) return null
  const link = part(
    'group flex flex-col',
    'gap-1 rounded p-3 hover:bg-gray-100 dark:hover:bg-neutral-800',
    c.link,
  )
  return (
    <nav
      aria-label={`${t.post.previous} / ${t.post.next}`}
      className={part('grid', 'gap-4 sm:grid-cols-2', c.root)}
    >
      {prev ? (
        <SiteLink href={prev.href} rel="prev" className={link}>
          <span className="text-xs text-gray-500 dark:text-neutral-400">← {t.post.previous}</span>
          <span className="font-medium group-hover:underline">{prev.title}</span>
        </SiteLink>
      ) : (
        <span />
      )}
      {next ? (
        <SiteLink href={next.href} rel="next" className={`${link} text-right`}>
          <span className="text-xs text-gray-500 dark:text-neutral-400">{t.post.next} →</span>
          <span className="font-medium group-hover:underline">{next.title}</span>
        </SiteLink>
      ) : (
        <span />
      )}
    </nav>
  )
}
