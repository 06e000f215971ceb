import { createFeedHandler } from '@/lib/feeds/feed-handler'

export default createFeedHandler()
