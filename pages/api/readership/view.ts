import { siteViewHandler } from '@/lib/readership/view-handler'

// A view is a path in a few bytes of JSON (MAX_VIEW_BODY_BYTES): anything larger is refused
// (413) before it is read. A literal, as Next reads page config without running it.
export const config = { api: { bodyParser: { sizeLimit: '512b' } } }

export default siteViewHandler()
