import { createRobotsHandler } from '@/lib/feeds/sitemap-handler'

export default createRobotsHandler()
