// Every body a page shows (the article's and the notice) is drawn once before the page renders:
// a block that would throw while drawing stands in as a note instead of failing the page (and at
// build time the deploy). See components/notion/draw-check.tsx.
import { drawableBody, drawInPage } from '@/components/notion/draw-check'
import type { ThemePageProps } from './types'

type Result<P> = { props: P } | { redirect: unknown } | { notFound: true }

export function withDrawableBody<P extends ThemePageProps>(props: P): P {
  const { data, ...context } = props
  const draw = drawInPage(context)
  const page = props.seo.canonical || props.title
  const notice = props.chrome.notice && drawableBody(props.chrome.notice, draw, `notice (on ${page})`)
  const chrome = notice === props.chrome.notice ? props.chrome : { ...props.chrome, notice }
  const slug = props.layout === 'LayoutSlug' ? (data as ThemePageProps<'LayoutSlug'>['data']) : null
  const body = slug?.body ? drawableBody(slug.body, draw, `page ${slug.post.id}`) : slug?.body
  const mendedData = slug && body !== slug.body ? { ...slug, body } : data
  if (chrome === props.chrome && mendedData === data) return props
  return { ...props, chrome, data: mendedData }
}

/** A getStaticProps answer with its bodies made drawable. */
export function withDrawableBodies<P extends ThemePageProps, R extends Result<P>>(result: R): R {
  return 'props' in result ? { ...result, props: withDrawableBody(result.props) } : result
}
