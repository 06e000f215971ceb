// Config rows that fill the page sections of the site themes (landing, starter, proxio,
// commerce), so the demo shows each of them whole. One set of content, written out under each
// theme's prefix for the sections that theme shows. A real workspace sets only what it uses.

interface ConfigRow {
  name: string
  value: string
  enable: boolean
  remark: string
}

type Content = Record<string, string | number | object[]>

const SECTIONS: Record<string, Content> = {
  HERO: {
    TITLE: 'Write in Notion. Publish a site people enjoy.',
    TEXT: 'Folio turns a Notion database into a fast website: a blog, a product page or a portfolio, in one of 21 themes.',
    ITEMS: [
      { label: 'Read the blog', href: '/archive' },
      { label: 'About this site', href: '/about' },
    ],
    IMAGE: '/demo/images/site-cover.svg',
    VIDEO: '/demo/media/tour-clip.webm',
  },
  FEATURES: {
    TITLE: 'Everything a writer needs',
    TEXT: 'The parts of a good website, already built, and all of them driven from your Notion pages.',
    ITEMS: [
      { icon: '✍️', title: 'Write where you think', text: 'Posts are Notion pages. Edit, publish, and the site follows within a minute.' },
      { icon: '⚡', title: 'Fast by default', text: 'Pages are rendered ahead of time and refreshed in the background.' },
      { icon: '🎨', title: 'Twenty-one themes', text: 'From a quiet column of text to a product site, switched with one setting.' },
      { icon: '🔎', title: 'Search built in', text: 'A full-text index of every public post, with no outside service.' },
      { icon: '🔒', title: 'Private when you want', text: 'Lock a post with a password; its words never reach the page before it opens.' },
      { icon: '🌍', title: 'Seven languages', text: 'The interface speaks English, French, Japanese, Turkish and three kinds of Chinese.' },
    ],
  },
  FEATURE_BLOCKS: {
    TITLE: 'How it works',
    TEXT: 'Three steps from a page in Notion to a page on the web.',
    ITEMS: [
      { title: 'Keep your posts in one database', text: 'Title, slug, category, tags and status are columns you already know.', image: '/demo/images/database-diagram.svg', label: 'See the block tour', href: '/archive' },
      { title: 'Compose with every block', text: 'Callouts, code, equations, galleries and embeds come out the way you wrote them.', image: '/demo/images/block-stack.svg' },
      { title: 'Nothing jumps while it loads', text: 'Images reserve their space, so a reader never loses the line.', image: '/demo/images/layout-shift.svg' },
    ],
  },
  ABOUT: {
    TITLE: 'About this site',
    TEXT: 'This is the demo workspace that comes with Folio: a small blog about the web, type and slow travel.\n\nEvery section on this page comes from a setting, so you can keep the ones you need and leave the others out.',
    ITEMS: [{ label: 'Meet the author', href: '/about' }],
    IMAGE: '/demo/images/cover-writing-in-notion.svg',
  },
  PRICING: {
    TITLE: 'Support the writing',
    TEXT: 'Every post stays free to read. A membership keeps the lights on.',
    ITEMS: [
      { name: 'Reader', price: 'Free', text: 'Everything that is published.', features: ['Every public post', 'The RSS feed', 'Comments'], label: 'Start reading', href: '/archive' },
      { name: 'Supporter', price: '$5', period: 'month', text: 'For regular readers.', features: ['Everything in Reader', 'Early drafts', 'A monthly letter'], label: 'Become a supporter', href: '/about', featured: true },
      { name: 'Patron', price: '$12', period: 'month', text: 'For the generous.', features: ['Everything in Supporter', 'Your name in the credits', 'A printed zine each year'], label: 'Become a patron', href: '/about' },
    ],
  },
  TESTIMONIALS: {
    TITLE: 'What readers say',
    ITEMS: [
      { quote: 'The only blog I read from start to finish, every time.', name: 'Mina Okafor', role: 'Type designer' },
      { quote: 'Calm pages, no pop-ups, and the search actually finds things.', name: 'Lukas Berg', role: 'Front-end developer' },
      { quote: '写在 Notion 里，发布成网站，省心。', name: '陈静', role: '旅行作家' },
    ],
  },
  FAQ: {
    TITLE: 'Questions',
    ITEMS: [
      { question: 'Do I need to know how to code?', answer: 'No. You write in Notion and change settings in a Config page of the same workspace.' },
      { question: 'Can I use my own domain?', answer: 'Yes. Folio is a regular website: host it anywhere and point your domain at it.' },
      { question: 'What happens when Notion is down?', answer: 'The site keeps serving the last pages it fetched, and catches up when Notion answers again.' },
      { question: 'Can some posts stay private?', answer: 'Give a post a password, or keep it as a draft: it never appears in lists, feeds or search.' },
    ],
  },
  TEAM: {
    TITLE: 'The people behind it',
    ITEMS: [
      { name: 'Folio Demo', role: 'Writer' },
      { name: 'Ada Lin', role: 'Editor' },
      { name: 'Tomás Rey', role: 'Photographer' },
      { name: 'Yuki Sato', role: 'Illustrator' },
    ],
  },
  BRANDS: {
    TITLE: 'Read in good company',
    ITEMS: [{ name: 'Northwind' }, { name: 'Paper & Ink' }, { name: 'Slow Rail' }, { name: 'Type Club' }, { name: 'Harbour Press' }],
  },
  CAREERS: {
    TITLE: 'Work with us',
    TEXT: 'A small studio that writes, draws and builds for the web.',
    ITEMS: [
      { title: 'Illustrator', meta: 'Remote · part time', text: 'Covers and drawings for long posts.', href: '/about' },
      { title: 'Front-end developer', meta: 'Lisbon or remote · full time', text: 'Themes, type and fast pages.', href: '/about' },
    ],
  },
  CTA: {
    TITLE: 'Start a site of your own',
    TEXT: 'Duplicate the template, connect your workspace, and publish in an afternoon.',
    ITEMS: [{ label: 'Read how', href: '/about' }],
    NOTE: 'Free and open source.',
  },
  BLOG: { TITLE: 'From the blog', TEXT: 'The latest posts.', COUNT: 6 },
  CONTACT: { TITLE: 'Say hello', TEXT: 'Questions, corrections or a link to swap: write a line.', ENDPOINT: 'mailto:hello@example.com' },
  NEWSLETTER: { TITLE: 'A letter, now and then', TEXT: 'New posts in your inbox, about once a month.', ENDPOINT: 'mailto:hello@example.com' },
}

/** Which sections each site theme shows. */
const THEME_SECTIONS: Record<string, string[]> = {
  LANDING: ['HERO', 'FEATURES', 'FEATURE_BLOCKS', 'TESTIMONIALS', 'PRICING', 'CTA', 'NEWSLETTER'],
  STARTER: ['HERO', 'FEATURES', 'ABOUT', 'PRICING', 'TESTIMONIALS', 'FAQ', 'TEAM', 'BLOG', 'CONTACT', 'BRANDS', 'NEWSLETTER'],
  PROXIO: ['HERO', 'FEATURES', 'BLOG', 'CAREERS', 'TESTIMONIALS', 'FAQ', 'ABOUT', 'BRANDS', 'CTA', 'CONTACT'],
  COMMERCE: ['HERO', 'FEATURES', 'CONTACT'],
}

const asValue = (value: string | number | object[]): string => (typeof value === 'string' ? value : JSON.stringify(value))

export const SITE_SECTION_ROWS: ConfigRow[] = Object.entries(THEME_SECTIONS).flatMap(([prefix, sections]) =>
  sections.flatMap((section) =>
    Object.entries(SECTIONS[section] ?? {}).map(([field, value]) => ({
      name: `${prefix}_${section}_${field}`,
      value: asValue(value),
      enable: true,
      remark: `${prefix.toLowerCase()} theme: ${section.toLowerCase().replace('_', ' ')} section`,
    })),
  ),
)
