// Posts about writing a blog in Notion.
import {
  b,
  bullet,
  callout,
  code,
  codeBlock,
  h2,
  h3,
  i,
  link,
  numbered,
  paragraph,
  quote,
  simpleTable,
  syncedReference,
} from '@/lib/notion/builder'
import { TOUR_SYNCED_ID } from './block-tour'
import type { DemoPost } from './types'

export const NOTION_POSTS: DemoPost[] = [
  {
    key: 'writing-in-notion',
    title: 'Writing a blog in Notion',
    slug: 'writing-in-notion',
    category: 'Notion',
    tags: ['Notion', 'Writing'],
    date: '2023-03-12',
    emoji: '✍️',
    cover: { word: 'Notion', motif: 'stripes', hue: 0 },
    summary: 'Why a database makes a good home for a blog, and what each column of this one means.',
    body: [
      paragraph(
        'For years my drafts lived in five places: a notes app, a folder of Markdown files, the odd email to myself. Moving everything into one Notion database was the first change that made me write more, not less.',
      ),
      h2('One row per post'),
      paragraph(
        'Every post is a row. The row is also a page, so the body is written right there, with headings, images and code — no front matter, no build step to remember.',
      ),
      simpleTable([
        ['Column', 'What it does'],
        ['title', 'The headline'],
        ['type', 'Post, Page, Notice, Menu or Config'],
        ['status', 'Published, Invisible or anything else for drafts'],
        ['slug', 'The last part of the URL'],
        ['category / tags', 'How readers browse'],
        ['date', 'When the post counts as published'],
        ['summary', 'The sentence under the title in lists'],
      ]),
      h2('What the site does with it'),
      paragraph([
        'Folio reads the database, keeps the rows whose status is ',
        b('Published'),
        ', and turns each into a page. Categories and tags become index pages, the dates become an archive, and the text feeds the search box.',
      ]),
      callout('Rename any column you like: the names are settings, not rules.', '🏷️'),
      h2('The part nobody tells you'),
      paragraph(
        'The tool matters less than the habit. A database just removes the excuses: the draft is always one click away, and publishing is changing one cell.',
      ),
    ],
  },
  {
    key: 'status-column',
    title: 'Drafts, schedules and the status column',
    slug: 'status-column',
    category: 'Notion',
    tags: ['Notion'],
    date: '2024-05-02',
    cover: { word: 'Status', motif: 'dots', hue: 150 },
    summary:
      'Published, Invisible, Draft and scheduled posts: how one select column decides who sees what.',
    body: [
      paragraph('A blog needs very few states. This one has three, plus a date.'),
      bullet([b('Published'), ' — listed everywhere: home, archive, tags, search and the feed.']),
      bullet([
        b('Invisible'),
        ' — reachable by its link, listed nowhere. Good for a page you share privately.',
      ]),
      bullet([b('Anything else'), ' — a draft. It does not exist for visitors, not even by URL.']),
      h2('Scheduling'),
      paragraph([
        'Give a published post a date in the future, with a time and a time zone, and it stays hidden until that moment. The check happens before any list is built, so a scheduled post never leaks into a count or a feed.',
      ]),
      quote('The safest secret is the one that is never sent to the browser.'),
      h3('A note on time zones'),
      paragraph([
        'Notion stores the zone next to the date (',
        code('Asia/Shanghai'),
        ', ',
        code('Europe/Lisbon'),
        '). Without one, the site’s own zone is assumed.',
      ]),
    ],
  },
  {
    key: 'stable-urls',
    title: 'Slugs, URLs and why they should never change',
    slug: 'stable-urls',
    category: 'Notion',
    tags: ['Notion', 'Next.js'],
    date: '2025-01-20',
    emoji: '🔗',
    cover: { word: 'URLs', motif: 'waves', hue: 260 },
    summary: 'A URL is a promise. How slugs, prefixes and fallbacks keep old links working.',
    body: [
      paragraph(
        'Every link someone shares is a small bet that the page will still be there next year. Cool URLs don’t change, and the easiest way to keep them is to decide on them once.',
      ),
      h2('How this blog builds a URL'),
      numbered(['Start with the prefix, by default ', code('article'), '.']),
      numbered(['Add the slug from the ', code('slug'), ' column.']),
      numbered('If the slug is empty, use the page id instead — ugly, but permanent.'),
      codeBlock('/article/stable-urls\n/article/2f6c0b1e9a4d4c7e8b1a0d9e6f3c2b1a', 'Plain Text', {
        caption: 'A slug, and the id fallback',
      }),
      h2('Patterns'),
      paragraph([
        'The prefix can be a pattern such as ',
        code('%year%/%month%'),
        '. It reads nicely, but it ties the URL to the date: change the date and the link breaks. I keep mine flat.',
      ]),
      h2('External links in the menu'),
      paragraph([
        'A slug that is a full URL makes the row an external link, opened in a new tab. That is how the ',
        i('GitHub'),
        ' item in the menu works.',
      ]),
    ],
  },
  {
    key: 'notion-blog-one-year',
    title: '用 Notion 写博客的一年',
    slug: 'notion-blog-one-year',
    category: 'Notion',
    tags: ['Notion', 'Writing', '生活'],
    date: '2024-03-20',
    emoji: '📓',
    cover: { word: '一年', motif: 'circles', hue: 20 },
    summary: '从 Markdown 文件夹搬到 Notion 数据库一年之后，写作习惯发生了哪些变化。',
    body: [
      paragraph(
        '去年三月，我把所有草稿从一个 Markdown 文件夹搬进了 Notion。一年过去，写下的字比前三年加起来还多。',
      ),
      h2('变化一：草稿不再丢失'),
      paragraph(
        '以前灵感散落在手机备忘录、邮件和各种文件里。现在只有一个入口：数据库里新建一行，状态留空，就是草稿。',
      ),
      h2('变化二：发布变成一个动作'),
      paragraph([
        '把状态改成 ',
        b('Published'),
        '，几分钟后文章就出现在网站上。没有命令行，没有部署按钮。',
      ]),
      h2('变化三：更愿意改旧文'),
      paragraph(
        '因为改一个错别字的成本几乎为零，我开始回头修改旧文章。博客变得更像一座花园，而不是一条时间线。',
      ),
      quote('写作不是为了完成，而是为了继续。'),
      paragraph(i('下一年的目标：每周一篇，哪怕很短。')),
    ],
  },
  {
    key: 'synced-blocks',
    title: 'Synced blocks for the bits you repeat',
    slug: 'synced-blocks',
    category: 'Notion',
    tags: ['Notion', 'Tools'],
    date: '2026-10-05',
    cover: { word: 'Sync', motif: 'triangles', hue: 170 },
    summary: 'Write a note once, show it in many posts, and fix it in one place.',
    body: [
      paragraph(
        'Some paragraphs appear again and again: a disclaimer, a sign-off, a tip about the newsletter. Notion’s synced blocks let one original live in a page while copies appear elsewhere.',
      ),
      h2('Here is one'),
      paragraph(
        'The box below is not written in this post. It is a reference to a block in the block tour:',
      ),
      syncedReference(TOUR_SYNCED_ID),
      h2('How the site handles them'),
      paragraph([
        'When a page holds a reference, its original comes along with the page data, so the copy renders exactly like the source — and its headings and words count for this post too. ',
        link('Notion’s guide', 'https://www.notion.so/help/synced-blocks'),
        ' has the details.',
      ]),
      callout('Edit the original, and every copy follows on the next rebuild.', '🔁'),
    ],
  },
]
