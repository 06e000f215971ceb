// The owner's avatar (AVATAR), or the site's emoji icon / the first letter of the author when
// there is none.
import { cx, part, type ClassNames } from '@/components/kit/class-names'
import { isImageIcon } from '@/components/post/PostTitle'
import { useSite } from '@/components/site/SiteContext'
import { Picture } from './Picture'

export type AvatarPart = 'root' | 'fallback'

interface Props {
  /** root: size, shape and ring (e.g. `h-24 w-24 rounded-full`); fallback: the letter's colours. */
  classNames?: ClassNames<AvatarPart>
  eager?: boolean
}

export function Avatar({ classNames: c = {}, eager }: Props) {
  const { avatar, author, info } = useSite()
  const root = part('shrink-0', 'h-16 w-16 rounded-full', c.root)
  if (avatar) return <Picture src={avatar} eager={eager} className={cx('object-cover', root)} />
  const letter = info.icon && !isImageIcon(info.icon) ? info.icon : (author || info.title).slice(0, 1)
  return (
    <span
      aria-hidden="true"
      data-avatar="fallback"
      className={cx(root, part('flex items-center justify-center', 'bg-neutral-100 text-3xl text-neutral-600 dark:bg-neutral-800 dark:text-neutral-300', c.fallback))}
    >
      {letter}
    </span>
  )
}
