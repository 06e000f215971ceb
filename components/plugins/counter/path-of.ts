/** The path part of a router asPath: what a page view is counted under. */
export function pathOf(asPath: string): string {
  return asPath.split(/[?#]/)[0] || '/'
}
