// The gitbook theme's settings: the shared fragments under the GITBOOK_ prefix (list covers off:
// a documentation list is text), plus the page its home shows.
import { z } from 'zod'
import { sharedSettings } from '@/lib/theme/settings/fragments'

export const config = z.object({
  ...sharedSettings('GITBOOK', { postList: { cover: false }, home: { widgets: false } }),
  GITBOOK_INDEX_PAGE: z
    .string()
    .default('about')
    .describe(
      "The home page shows this page's article (its slug); a slug naming no visible page shows the latest posts instead",
    ),
})

export type GitbookConfig = z.infer<typeof config>
