// What a page hands the browser for a body: its blocks for the renderer, or the HTML the server
// drew (lib/notion/static-body.ts decides). Types and a guard only, with no imports the browser
// would have to download: every page with a static body reads this.
import type { BodyRecordMap } from './body-extras'

/** A body the server drew as static HTML (components/notion/static-markup.tsx). */
export interface StaticBody {
  staticHtml: string
}

export type ShownBody = BodyRecordMap | StaticBody

export function isStaticBody(body: ShownBody): body is StaticBody {
  return typeof (body as Partial<StaticBody>).staticHtml === 'string'
}
