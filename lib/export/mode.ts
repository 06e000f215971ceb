// A static export (`npm run export`): the site is built and served once with
// NEXT_PUBLIC_FOLIO_STATIC_EXPORT=1, crawled, and its answers written as files. Next inlines the
// variable into the browser code of that build, so the browser skips what only a server answers
// (the /api routes); the server side leaves out what must not be shipped (locked posts).
// Written out in full: Next only inlines `process.env.NEXT_PUBLIC_…` as a literal expression.

export const STATIC_EXPORT_ENV = 'NEXT_PUBLIC_FOLIO_STATIC_EXPORT'

/** True in a build (and its server) made for a static export. */
export function isStaticExport(): boolean {
  return process.env.NEXT_PUBLIC_FOLIO_STATIC_EXPORT === '1'
}
