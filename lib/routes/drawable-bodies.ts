// Every body a page shows (the article's and the notice) is drawn once before the page renders:
// a block that would throw while drawing stands in as a note instead of failing the page (and at
// build time the deploy). See components/notion/draw-check.tsx. A body that needs no renderer in
// the browser then goes as static HTML (lib/notion/static-body.ts).
import { drawableBody, drawInPage } from '@/components/notion/draw-check'
import { staticBodyHtml } from '@/components/notion/static-markup'
import type { SiteContextValue } from '@/components/site/SiteContext'
import type { BodyRecordMap } from '@/lib/notion/body-extras'
import { isStaticBody, whyBodyNeedsScript, type ShownBody } from '@/lib/notion/static-body'
import type { ThemePageProps } from './types'

type Result<P> = { props: P } | { redirect: unknown } | { notFound: true }

export function withDrawableBody<P extends ThemePageProps>(props: P): P {
  const { data, ...context } = props
  const draw = drawInPage(context)
  const page = props.seo.canonical || props.title
  const given = props.chrome.notice
  const drawn = given && !isStaticBody(given) ? drawableBody(given, draw, `notice (on ${page})`) : given
  const notice = drawn && !isStaticBody(drawn) ? shownBody(drawn, context) : drawn
  const chrome = notice === props.chrome.notice ? props.chrome : { ...props.chrome, notice }
  const slug = props.layout === 'LayoutSlug' ? (data as ThemePageProps<'LayoutSlug'>['data']) : null
  const givenBody = slug?.body
  const drawnBody = givenBody && !isStaticBody(givenBody) ? drawableBody(givenBody, draw, `page ${slug.post.id}`) : givenBody
  const body = drawnBody && !isStaticBody(drawnBody) ? shownBody(drawnBody, context) : drawnBody
  const mendedData = slug && body !== slug.body ? { ...slug, body } : data
  if (chrome === props.chrome && mendedData === data) return props
  return { ...props, chrome, data: mendedData }
}

/**
 * A body goes as static HTML when nothing in it needs the renderer: then the page never
 * downloads it for the notice (in most themes' frame on every page) or a plain article.
 */
function shownBody(body: BodyRecordMap, context: SiteContextValue): ShownBody {
  return whyBodyNeedsScript(body) === null ? { staticHtml: staticBodyHtml(body, context) } : body
}

/** A getStaticProps answer with its bodies made drawable. */
export function withDrawableBodies<P extends ThemePageProps, R extends Result<P>>(result: R): R {
  return 'props' in result ? { ...result, props: withDrawableBody(result.props) } : result
}
