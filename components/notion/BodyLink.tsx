// Links in a body (react-notion-x's Link and PageLink). A link never lands inside another one:
// the browser's HTML parser would close the outer <a> where the inner one opens, so the page
// would differ from what React drew and hydration would fail (React error #418). Inside a link
// (a page mention whose title has a link, a bookmark's description, a card linked to its page)
// an inner link is plain content.
import { createContext, useContext, type ReactNode } from 'react'
import { SiteLink } from '@/components/navigation/SiteLink'
import { PRIVATE_PAGE_HREF, SPOILER_HREF } from '@/lib/notion/body-extras'
import { useT } from '@/lib/i18n/react'
import { BASE_PATH, withBasePath } from '@/lib/routes/base-path'
import { isFileHref } from '@/lib/routes/links'
import { useBody } from './body-context'

const InsideLink = createContext(false)

/** Whether what is being drawn is inside a body link (no other link may open here). */
export function useInsideLink(): boolean {
  return useContext(InsideLink)
}

/** Content drawn as a link: what it holds knows it is inside one. */
export function LinkContent({ children }: { children?: ReactNode }) {
  return <InsideLink.Provider value>{children}</InsideLink.Provider>
}

interface LinkProps {
  href?: string
  className?: string
  children?: ReactNode
  [attribute: string]: unknown
}

function Spoiler({ children }: { children?: ReactNode }) {
  const { t } = useT()
  return (
    <span className="folio-spoiler" tabIndex={0} title={t.post.spoiler}>
      {children}
    </span>
  )
}

/** Where a mention of a page visitors cannot see was: neither its title nor a link. */
function PrivatePage() {
  const { t } = useT()
  return <span className="folio-private-page">{t.post.privatePage}</span>
}

/**
 * A link without a URL (a page that is not a visible site page, an inline database row), or
 * one inside another link, is plain content, never a dead link; SiteLink decides target/rel
 * itself. A file the body links to (a download, a PDF) is a plain link: its block source is
 * under the base path already (lib/notion/site-paths.ts), a typed link to one gets it here.
 */
export function BodyLink({ href, children, target: _target, rel: _rel, ...rest }: LinkProps) {
  const pages = useBody().extras.pages
  const nested = useInsideLink()
  if (href === SPOILER_HREF) return <Spoiler>{children}</Spoiler>
  if (href === PRIVATE_PAGE_HREF) return <PrivatePage />
  if (!href || nested) return <span {...rest}>{children}</span>
  if (isFileHref(href) && !Object.values(pages).includes(href)) {
    const underBase = BASE_PATH !== '' && href.startsWith(`${BASE_PATH}/`)
    return (
      <a href={underBase ? href : withBasePath(href)} {...rest}>
        <LinkContent>{children}</LinkContent>
      </a>
    )
  }
  return (
    <SiteLink href={href} {...rest}>
      <LinkContent>{children}</LinkContent>
    </SiteLink>
  )
}
