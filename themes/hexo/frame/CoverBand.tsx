// A band of the page's picture (the gradient under it shows when there is none), darkened so
// white text reads on it. Marked as the page's header: the top bar stays see-through over it.
import type { ReactNode } from 'react'
import { cx } from '@/components/kit/class-names'
import { Picture } from '@/components/media/Picture'

interface Props {
  /** Which band (data-hexo-band): the home banner or an article's. */
  name: 'home' | 'article'
  cover: string
  /** Size, gradient and layout of the band. */
  className: string
  /** The darkening veil's colour. */
  veil: string
  children: ReactNode
}

export function CoverBand({ name, cover, className, veil, children }: Props) {
  return (
    <section data-page-header="" data-hexo-band={name} className={cx('relative overflow-hidden text-white', className)}>
      {cover && <Picture src={cover} eager className="absolute inset-0 h-full w-full object-cover" />}
      <div aria-hidden="true" className={cx('absolute inset-0', veil)} />
      {children}
    </section>
  )
}
