// A body as the server handed it over: static HTML when nothing in it needs the renderer
// (lib/notion/static-body.ts), else its blocks for react-notion-x.
import { isStaticBody, type ShownBody } from '@/lib/notion/shown-body'
import { NotionBody } from './NotionBody'
import { StaticNotionBody } from './StaticNotionBody'

interface Props {
  body: ShownBody
  className?: string
}

export function ShownNotionBody({ body, className }: Props) {
  return isStaticBody(body) ? (
    <StaticNotionBody html={body.staticHtml} className={className} />
  ) : (
    <NotionBody recordMap={body} className={className} />
  )
}
