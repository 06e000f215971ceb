// The bytes of a raster file of the site's own route, read through the route itself (its kept
// copy, or fetched once and kept: lib/media/), for previews made on the server. null for
// anything else: other addresses, SVG, a file the route refuses or cannot get.
import { fileRouteAnswer } from '@/lib/media/file-route-setup'
import { isOwnFile, OWN_FILE_ROUTE } from './sized-sources'

export async function ownFileBytes(src: string): Promise<Buffer | null> {
  if (!isOwnFile(src, '')) return null
  const answer = await fileRouteAnswer()(src.slice(OWN_FILE_ROUTE.length + 1).split('/'))
  const type = answer.headers['Content-Type'] ?? ''
  if (answer.status !== 200 || !answer.body || !type.startsWith('image/') || type.includes('svg')) return null
  return answer.body
}
