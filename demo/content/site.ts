// The blog database itself and its non-post rows: menus, the notice, pages and the Config row.
import {
  b,
  bookmark,
  bullet,
  callout,
  configDatabase,
  h2,
  i,
  link,
  pageMention,
  paragraph,
} from '@/lib/notion/builder'
import type { OptionSpec } from '@/lib/notion/builder'
import { demoImage, demoPageId } from './types'
import type { DemoPost } from './types'
import { SITE_SECTION_ROWS } from './site-sections'

export const SITE = {
  title: 'Folio Demo',
  description:
    'Notes on writing, building and wandering — a blog written in Notion, rendered by Folio.',
  icon: demoImage('logo.svg'),
  cover: demoImage('site-cover.svg'),
}

export const CATEGORIES: OptionSpec[] = [
  { value: 'Engineering', color: 'blue' },
  { value: 'Notion', color: 'gray' },
  { value: 'Design', color: 'purple' },
  { value: 'Life', color: 'green' },
  { value: '随笔', color: 'orange' },
]

export const TAGS: OptionSpec[] = [
  { value: 'Notion', color: 'gray' },
  { value: 'Writing', color: 'yellow' },
  { value: 'Next.js', color: 'default' },
  { value: 'TypeScript', color: 'blue' },
  { value: 'Performance', color: 'orange' },
  { value: 'CSS', color: 'pink' },
  { value: 'Typography', color: 'brown' },
  { value: 'Travel', color: 'green' },
  { value: 'Photography', color: 'red' },
  { value: 'Tools', color: 'purple' },
  { value: 'Rust', color: 'red' },
  { value: '读书', color: 'orange' },
  { value: '生活', color: 'green' },
  // An option no post uses: real databases keep stale options around.
  { value: 'Unused', color: 'gray' },
]

const menu = (
  key: string,
  title: string,
  slug: string,
  iconClass: string,
  type: 'Menu' | 'SubMenu' = 'Menu',
): DemoPost => ({
  key: `menu-${key}`,
  title,
  slug,
  type,
  iconClass,
  body: [],
})

/** In view order: each SubMenu belongs to the Menu above it. */
export const MENUS: DemoPost[] = [
  menu('home', 'Home', '/', 'fas fa-home'),
  menu('archive', 'Archive', '/archive', 'fas fa-archive'),
  menu('categories', 'Categories', '/category', 'fas fa-th'),
  menu('tags', 'Tags', '/tag', 'fas fa-tag', 'SubMenu'),
  menu('search', 'Search', '/search', 'fas fa-search', 'SubMenu'),
  menu('about', 'About', '/about', 'fas fa-user'),
  menu('github', 'GitHub', 'https://github.com/', 'fab fa-github'),
]

export const NOTICE: DemoPost = {
  key: 'notice',
  title: 'Welcome to Folio',
  slug: 'notice',
  type: 'Notice',
  date: '2026-10-30',
  body: [
    paragraph([
      '👋 Hello! This is the ',
      b('Folio demo'),
      ': every word here lives in a Notion database.',
    ]),
    paragraph([
      'Start with ',
      pageMention(demoPageId('block-tour')),
      ' to see what the renderer can do, then make it yours: the code lives on ',
      link('GitHub', 'https://github.com/'),
      '.',
    ]),
    paragraph(i('Point Folio at your own workspace and this announcement becomes yours.'), {
      color: 'gray',
    }),
  ],
}

export const PAGES: DemoPost[] = [
  {
    key: 'about',
    title: 'About',
    slug: 'about',
    type: 'Page',
    date: '2023-01-15',
    emoji: '👋',
    summary: 'Who writes here, and why this blog exists.',
    cover: { word: 'About', motif: 'dots', hue: 32 },
    body: [
      paragraph(
        'Folio Demo is an imaginary writer with a real habit: writing a little every week, in Notion, and letting a small program turn the database into a website.',
      ),
      h2('What you will find here'),
      bullet('Engineering notes about the web, performance and TypeScript.'),
      bullet('Design notes about typography and calm interfaces.'),
      bullet('Travel sketches, books, and short essays — some in English, some in 中文.'),
      h2('Colophon'),
      paragraph([
        'Written in Notion. Rendered by ',
        link('Folio', 'https://github.com/'),
        '. Set in whatever your system reads best.',
      ]),
    ],
  },
  {
    key: 'links',
    title: 'Links',
    slug: 'links',
    type: 'Page',
    date: '2023-01-16',
    emoji: '🔗',
    summary: 'Friends, tools and places on the web worth a visit.',
    body: [
      paragraph('A small, slowly growing list of places I return to.'),
      bookmark('https://developer.mozilla.org/', 'MDN Web Docs', {
        description: 'Documenting web technologies, including CSS, HTML, and JavaScript.',
      }),
      bookmark('https://practicaltypography.com/', 'Practical Typography', {
        description: 'A guide to making documents look good, by a lawyer who cares about type.',
      }),
      bookmark('https://web.dev/', 'web.dev', {
        description: 'Guidance for building modern web experiences.',
      }),
      callout('Want to swap links? Write to the address on the About page.', '✉️'),
    ],
  },
]

export const CONFIG: DemoPost = {
  key: 'config',
  title: 'Config',
  slug: 'config',
  type: 'Config',
  body: [
    paragraph('Site settings, edited from Notion. Only rows with Enable checked take effect.'),
    configDatabase('folio-demo/config-db', [
      {
        name: 'AUTHOR',
        value: 'Folio Demo',
        enable: true,
        remark: 'Shown in the footer and on posts',
      },
      {
        name: 'BIO',
        value: 'Writes about the web, type and slow travel.',
        enable: true,
        remark: 'One line under the avatar',
      },
      // The demo is written in English: its interface speaks English too (LANG's own default,
      // zh-CN, stays for real workspaces).
      { name: 'LANG', value: 'en-US', enable: true, remark: 'The interface language' },
      { name: 'SINCE', value: '2023', enable: true, remark: 'First year in the copyright line' },
      {
        name: 'LINK',
        value: 'https://example.com',
        enable: true,
        remark: 'Canonical site address',
      },
      {
        name: 'SPOILER_TEXT_TAG',
        value: '[sp]',
        enable: true,
        remark: 'Words between [sp] tags stay hidden until hovered',
      },
      { name: 'THEME', value: 'hexo', enable: false, remark: 'Disabled: the default theme stays' },
      {
        name: 'INLINE_CONFIG',
        value: '{"KEYWORDS":"Notion, blog, Folio"}',
        enable: true,
        remark: 'A JSON object merged over the other settings',
      },
      ...SITE_SECTION_ROWS,
    ]),
  ],
}
