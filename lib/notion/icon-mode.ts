// Notion draws its built-in icons in a light and a dark variant. Its own module: the script of
// static bodies needs only this, not the whole of image-url.ts.

/** A built-in Notion icon URL in the light or dark variant (`?mode=`). */
export function iconInMode(url: string, dark: boolean): string {
  if (!url.includes('/icons/')) return url
  return url.replace(/([?&]mode=)(light|dark)/, `$1${dark ? 'dark' : 'light'}`)
}
