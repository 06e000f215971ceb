import { createPopularHandler } from '@/lib/readership/popular-handler'

export default createPopularHandler()
