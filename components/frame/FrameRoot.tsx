// The root element of every theme's frame: `#theme-<name>` (the theme's styles and tests find
// it), the layout's name, lite mode's mark and, first in the keyboard's order, the skip link to
// the page's <main id="main">. In lite mode the skip link goes too: there is nothing to skip.
import type { ReactNode } from 'react'
import type { ThemeName } from '@/conf/site'
import type { FramePage } from '@/themes/contract'
import { SkipToContent } from '@/components/sections/SkipToContent'
import { useLite } from './useLite'

interface Props {
  theme: ThemeName
  page: FramePage
  /** The root's look (its colours, the accent variable, flex or grid). */
  className?: string
  /** The skip link's look once focused. */
  skipLinkClassName?: string
  children: ReactNode
}

export function FrameRoot({ theme, page, className, skipLinkClassName, children }: Props) {
  const lite = useLite()
  return (
    <div id={`theme-${theme}`} data-layout={page.layout} data-lite={lite || undefined} className={className}>
      {!lite && <SkipToContent className={skipLinkClassName} />}
      {children}
    </div>
  )
}
