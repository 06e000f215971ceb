import { createRevalidateHandler } from '@/lib/feeds/revalidate-handler'

// A list of paths to refresh: anything larger is refused (413) before it is read.
export const config = { api: { bodyParser: { sizeLimit: '16kb' } } }

export default createRevalidateHandler()
