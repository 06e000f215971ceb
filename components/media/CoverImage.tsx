// A post's cover in a list or a header, linking to the post when given a href. Nothing when the
// post has no cover, unless the theme asks for a placeholder (cards that keep their shape).
import { part, type ClassNames } from '@/components/kit/class-names'
import { SiteLink } from '@/components/navigation/SiteLink'
import { CARD_SIZES } from '@/lib/images/sized-sources'
import { Picture } from './Picture'

export type CoverImagePart = 'root' | 'image'

interface Props {
  src: string | null | undefined
  /** The post it opens; absent for a cover that is not a link (an article's header). */
  href?: string
  eager?: boolean
  /** Keep the cover's box with a neutral placeholder when the post has no cover. */
  placeholder?: boolean
  /** root: the box (size, radius); image: fit and effects. */
  classNames?: ClassNames<CoverImagePart>
  /** How wide it is shown (`sizes`): a linked cover is a card's (CARD_SIZES), a header's the screen's. */
  sizes?: string
}

export function CoverImage({ src, href, eager, placeholder = false, classNames: c = {}, sizes }: Props) {
  if (!src && !placeholder) return null
  const picture = (
    <Picture
      src={src ?? ''}
      eager={eager}
      className={part('h-full w-full', 'object-cover', c.image)}
      role={href ? 'card' : 'picture'}
      sizes={sizes ?? (href ? CARD_SIZES : '100vw')}
    />
  )
  const root = part('block overflow-hidden', '', c.root)
  if (!href) return <div data-cover="" className={root}>{picture}</div>
  return (
    <SiteLink href={href} tabIndex={-1} aria-hidden="true" data-cover="" className={root}>
      {picture}
    </SiteLink>
  )
}
