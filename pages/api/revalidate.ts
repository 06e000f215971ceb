import { createRevalidateHandler } from '@/lib/feeds/revalidate-handler'

export default createRevalidateHandler()
