// Your settings, in code. Anything set here overrides Folio's defaults; the environment and the
// workspace Config row override this file in turn (see the settings table in README.md).
// Secrets (NOTION_TOKEN_V2, REVALIDATE_SECRET, …) belong in the environment, not in this file.
import { defineBlogConfig } from '@/lib/config/define-blog-config'

export default defineBlogConfig({
  // TITLE: 'My notes',
  // POSTS_PER_PAGE: 10,
  // APPEARANCE_DARK_TIME: [19, 7],
})
