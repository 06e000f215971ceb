// Home widgets (notice bar, quote, hero, today card), spread into the widget group of
// conf/widget.ts. Lists are JSON text in environment variables and Config rows.
import { z } from 'zod'
import { assetUrl, hexColor, httpUrl, httpUrlOrEmpty } from '@/lib/config/field-types'

/** An http(s) URL or a site path such as `/about`. */
const linkTarget = () =>
  z.union([httpUrl(), z.string().regex(/^\/(?!\/)\S*$/)], {
    error: 'expected an http(s) URL or a path starting with /',
  })

/** An empty title is the visitor's language's name for the link (see lib/home/link-titles). */
const titledLink = z.object({ title: z.string().trim().max(80), url: linkTarget() })

/** An image URL or path, or the name of a built-in icon such as `react`. */
const iconSource = () => z.string().trim().min(1).max(500)

const iconPair = z.object({
  title_1: z.string().max(40),
  img_1: iconSource(),
  color_1: hexColor(),
  title_2: z.string().max(40),
  img_2: iconSource(),
  color_2: hexColor(),
})

const pair = (a: [string, string, string], b: [string, string, string]) => ({
  title_1: a[0],
  img_1: a[1],
  color_1: a[2],
  title_2: b[0],
  img_2: b[1],
  color_2: b[2],
})

export const homeWidgetFields = {
  HOME_NOTICE_LINKS: z
    .array(titledLink)
    .max(20)
    .default([
      { title: '', url: '/about' },
      { title: '', url: '/archive' },
      { title: '', url: '/category' },
    ])
    .describe(
      "Notice bar links, each opened in a new window: JSON list of {title, url} (empty title: named in the visitor's language)",
    ),
  HOME_QUOTE_API_URL: httpUrlOrEmpty()
    .default('')
    .describe(
      'Quote service for the notice bar, answering {hitokoto, uuid, from} (empty: no quote)',
    ),
  HOME_QUOTE_LINK: z
    .union([z.literal(''), z.string().regex(/^https?:\/\/\S+$/)], {
      error: 'expected an http(s) URL template or empty text',
    })
    .default('https://hitokoto.cn/?uuid={uuid}')
    .describe("Where a quote links to; {uuid} becomes the quote's id (empty: no link)"),
  HOME_HERO_CATEGORIES: z
    .array(titledLink)
    .min(1)
    .max(6)
    .default([
      { title: '', url: '/category' },
      { title: '', url: '/archive' },
      { title: '', url: '/about' },
    ])
    .describe(
      "Hero shortcut buttons: JSON list of {title, url} (empty title: named in the visitor's language)",
    ),
  HOME_HERO_ICONS: z
    .array(iconPair)
    .max(24)
    .default([
      pair(['Notion', 'notion', '#37352f'], ['React', 'react', '#20232a']),
      pair(['Next.js', 'nextjs', '#000000'], ['TypeScript', 'typescript', '#3178c6']),
      pair(['JavaScript', 'javascript', '#f7df1e'], ['Node.js', 'nodejs', '#417e38']),
      pair(['Tailwind CSS', 'tailwind', '#0e7490'], ['Markdown', 'markdown', '#24292f']),
      pair(['Git', 'git', '#f05032'], ['Docker', 'docker', '#1d63ed']),
      pair(['Python', 'python', '#3776ab'], ['Vercel', 'vercel', '#000000']),
    ])
    .describe(
      'Hero technology strip: JSON list of {title_1, img_1, color_1, title_2, img_2, color_2}; img is an image URL/path or a built-in icon name',
    ),
  HOME_RECOMMEND_TAG: z
    .string()
    .trim()
    .default('')
    .describe(
      'Hero recommends up to 6 posts with this tag (empty, or no post has it: the latest posts)',
    ),
  HOME_RECOMMEND_SORT_BY_UPDATE: z
    .boolean()
    .default(false)
    .describe('Order the tagged recommended posts by last edit, newest first'),
  HOME_TODAY_URL: linkTarget().default('/about').describe("Where the home 'today' card links to"),
  HOME_TODAY_TITLE: z
    .string()
    .max(80)
    .default('')
    .describe("Title on the 'today' card (empty: the interface language's label)"),
  HOME_TODAY_IMAGE: assetUrl()
    .default('')
    .describe("Cover image of the 'today' card (empty: a drawn gradient)"),
}
