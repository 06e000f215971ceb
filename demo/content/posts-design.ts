// Design posts: typography, colour, calm interfaces.
import {
  b,
  bullet,
  callout,
  code,
  codeBlock,
  color,
  columns,
  equation,
  h2,
  h3,
  i,
  paragraph,
  quote,
  simpleTable,
} from '@/lib/notion/builder'
import type { DemoPost } from './types'

export const DESIGN_POSTS: DemoPost[] = [
  {
    key: 'reading-measure',
    title: 'Choosing a reading measure',
    slug: 'reading-measure',
    category: 'Design',
    tags: ['Typography', 'CSS'],
    date: '2023-05-30',
    emoji: '📏',
    cover: { word: 'Measure', motif: 'stripes', hue: 40 },
    summary: 'How long should a line of text be? Between 45 and 75 characters, and here is why.',
    comment: 'Hide',
    body: [
      paragraph(
        'The measure is the length of a line of text. Too long, and the eye loses its place on the way back; too short, and the rhythm turns choppy.',
      ),
      h2('The numbers'),
      paragraph(
        'Typographers have agreed for a century: 45 to 75 characters per line, with 66 as the sweet spot.',
      ),
      codeBlock(
        'article {\n  max-width: 66ch;\n  margin-inline: auto;\n  line-height: 1.6;\n}',
        'CSS',
      ),
      paragraph([
        'The ',
        code('ch'),
        ' unit is the width of the digit zero in the current font — close enough to an average character to make ',
        code('66ch'),
        ' a good first guess.',
      ]),
      h2('Chinese text'),
      paragraph(
        'CJK characters are wider and denser. Around 30 to 40 characters per line reads comfortably.',
      ),
      quote(
        'Anything from 45 to 75 characters is widely regarded as a satisfactory length of line. — Robert Bringhurst',
      ),
    ],
  },
  {
    key: 'dark-mode-without-flash',
    title: 'Dark mode without the flash',
    slug: 'dark-mode-without-flash',
    category: 'Design',
    tags: ['CSS'],
    date: '2024-01-22',
    emoji: '🌙',
    cover: { word: 'Dark', motif: 'circles', hue: 250 },
    summary:
      'The white flash before a dark page appears comes from deciding too late. Decide before the first paint.',
    body: [
      paragraph(
        'You open a site at night, it flashes white, then settles into dark mode. The page chose its theme in JavaScript after the first paint — too late.',
      ),
      h2('Decide before the first paint'),
      codeBlock(
        `<script>
  const saved = localStorage.getItem('appearance')
  const dark = saved ? saved === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches
  document.documentElement.classList.toggle('dark', dark)
</script>`,
        'HTML',
      ),
      paragraph([
        'A tiny inline script in the ',
        code('<head>'),
        ' runs before the body is drawn. It is one of the few places where blocking is exactly what you want.',
      ]),
      h2('Colours for both'),
      columns([
        [h3('Light'), paragraph('Warm off-white background, text at about 85% black.')],
        [h3('Dark'), paragraph('Not pure black: a deep grey keeps contrast softer on the eyes.')],
      ]),
      callout(
        'Test both modes with images: a white-background screenshot glows in dark mode.',
        '🔦',
      ),
    ],
  },
  {
    key: 'cjk-latin-spacing',
    title: '中英文混排的几条规则',
    slug: 'cjk-latin-spacing',
    category: 'Design',
    tags: ['Typography', '读书'],
    date: '2024-07-07',
    cover: { word: '排版', motif: 'grid', hue: 0 },
    summary: '中文与英文、数字之间留一个空格，标点用全角——几条简单的规则让文章好读很多。',
    body: [
      paragraph('中英文混排是中文博客最常见的排版问题。几条规则就能解决大部分。'),
      h2('规则'),
      bullet(['中文与英文之间加空格：', b('在 Notion 里写作'), '，而不是“在Notion里写作”。']),
      bullet('中文与数字之间加空格：今年写了 52 篇。'),
      bullet('数字与单位之间不加空格：10GB、5kg。'),
      bullet('使用全角标点，英文整句内用半角标点。'),
      h2('对照'),
      simpleTable([
        ['不推荐', '推荐'],
        ['我用Notion写博客', '我用 Notion 写博客'],
        ['一共3篇文章', '一共 3 篇文章'],
        ['真的吗?!', '真的吗？！'],
      ]),
      h3('行长'),
      paragraph('中文每行 30 到 40 个字读起来最舒服，比英文的 66 个字符短一些。'),
      quote('好的排版是看不见的。'),
    ],
  },
  {
    key: 'tag-colours',
    title: 'Colour for tags and categories',
    slug: 'tag-colours',
    category: 'Design',
    tags: ['CSS', 'Notion'],
    date: '2025-08-09',
    cover: { word: 'Colour', motif: 'dots', hue: 300 },
    summary:
      'Notion gives every select option one of ten colours. Mapping them to a theme without losing contrast.',
    fullWidth: true,
    body: [
      paragraph(
        'Each option of a select column carries a colour name: default, gray, brown, orange, yellow, green, blue, purple, pink or red. They look lovely in Notion; on a dark site they can disappear.',
      ),
      h2('A palette per mode'),
      simpleTable([
        ['Notion colour', 'Light background', 'Dark background', 'Used here for'],
        ['gray', '#EBECED', '#454B4E', 'Notion'],
        ['brown', '#E9E5E3', '#434040', 'Typography'],
        ['orange', '#FAEBDD', '#594A3A', 'Performance, 读书'],
        ['yellow', '#FBF3DB', '#59563B', 'Writing'],
        ['green', '#DDEDEA', '#354C4B', 'Travel, 生活'],
        ['blue', '#DDEBF1', '#364954', 'TypeScript'],
        ['purple', '#EAE4F2', '#443F57', 'Tools'],
        ['pink', '#F4DFEB', '#533B4C', 'CSS'],
        ['red', '#FBE4E4', '#594141', 'Photography, Rust'],
      ]),
      paragraph([
        'This post is ',
        b('full width'),
        ' so the table has room. In Notion that is one toggle in the page menu; the site reads it from the page format.',
      ]),
      h2('Contrast'),
      paragraph([
        'Check text on each background against ',
        i('WCAG AA'),
        ': a contrast ratio of at least',
      ]),
      equation('\\frac{L_1 + 0.05}{L_2 + 0.05} \\geq 4.5'),
      paragraph([
        color('Coloured text', 'orange'),
        ' needs the same care as coloured backgrounds.',
      ]),
    ],
  },
  {
    key: 'quiet-home-page',
    title: 'A quiet home page',
    slug: 'quiet-home-page',
    category: 'Design',
    tags: ['Typography', 'Writing'],
    date: '2026-05-03',
    cover: { word: 'Quiet', motif: 'waves', hue: 140 },
    summary: 'Fewer widgets, more words: redesigning a blog front page around reading.',
    body: [
      paragraph(
        'The old home page had a carousel, a tag cloud, a visitor counter and a music player. Nobody used any of them, least of all me.',
      ),
      h2('What stayed'),
      bullet('The latest posts, with titles and one-line summaries.'),
      bullet('A short note about who writes here.'),
      bullet('A search box.'),
      h2('What went'),
      paragraph('Everything that moved on its own. If a reader wants motion, they can scroll.'),
      quote(
        'Perfection is achieved not when there is nothing more to add, but when there is nothing left to take away. — Antoine de Saint-Exupéry',
      ),
      paragraph(
        i('The page is lighter, loads faster, and people read more of it. Funny how that works.'),
      ),
    ],
  },
]
