import { createSitemapHandler } from '@/lib/feeds/sitemap-handler'

export default createSitemapHandler()
