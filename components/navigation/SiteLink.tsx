// The link every theme uses: internal links keep the visitor's switches and navigate
// client-side; external links open in a new tab without an opener.
import Link from 'next/link'
import type { AnchorHTMLAttributes, ReactNode } from 'react'
import { usePageContext } from '@/components/site/SiteContext'
import { withBasePath } from '@/lib/routes/base-path'
import { isExternalHref, withVariant } from '@/lib/routes/links'

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  href: string
  children: ReactNode
  /** Full page load (the search box needs one, per spec). */
  reload?: boolean
  /** Off for long lists of links (a directory of every post): no page data fetched in advance. */
  prefetch?: boolean
}

export function SiteLink({ href, children, reload, prefetch, ...rest }: Props) {
  const { variant } = usePageContext()
  if (isExternalHref(href)) {
    return (
      <a href={href} target="_blank" rel="noopener noreferrer" {...rest}>
        {children}
      </a>
    )
  }
  // Only a site path goes through Next's router: a relative link or another scheme (tel:) is
  // the browser's to resolve as written, never prefetched as page data (a relative one from a
  // body was asked for as `/[variant]/…` data, a 404 in the console).
  if (!href.startsWith('/') && !href.startsWith('#')) {
    return (
      <a href={href} {...rest}>
        {children}
      </a>
    )
  }
  const target = withVariant(href, variant)
  if (reload || href.startsWith('#')) {
    return (
      <a href={withBasePath(target)} {...rest}>
        {children}
      </a>
    )
  }
  return (
    <Link href={target} prefetch={prefetch} {...rest}>
      {children}
    </Link>
  )
}
