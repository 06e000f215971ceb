// Engineering posts: performance, caching, TypeScript, Rust, testing.
import {
  b,
  bullet,
  callout,
  code,
  codeBlock,
  h2,
  h3,
  i,
  image,
  inlineEquation,
  link,
  numbered,
  paragraph,
  quote,
  todo,
  toggle,
} from '@/lib/notion/builder'
import { demoImage } from './types'
import type { DemoPost } from './types'

export const ENGINEERING_POSTS: DemoPost[] = [
  {
    key: 'performance-budget',
    title: 'A performance budget you can keep',
    slug: 'performance-budget',
    category: 'Engineering',
    tags: ['Performance', 'Next.js'],
    date: '2025-06-11',
    emoji: '⚡',
    cover: { word: 'Speed', motif: 'stripes', hue: 25 },
    summary:
      'Three numbers, one script in CI, and the habit of looking at them before every release.',
    body: [
      paragraph(
        'A performance budget fails the same way a diet does: too many rules, checked too rarely. Mine has three numbers and runs on every pull request.',
      ),
      h2('The three numbers'),
      bullet([b('LCP under 2.5 s'), ' on a mid-range phone over a slow 4G profile.']),
      bullet([b('CLS under 0.1'), ' — nothing jumps while you read.']),
      bullet([b('Under 120 kB'), ' of compressed JavaScript on an article page.']),
      h2('Checking them automatically'),
      codeBlock(
        `const budget = { lcpMs: 2500, cls: 0.1, articleJsKb: 120 }

export function overBudget(measured: typeof budget): string[] {
  return (Object.keys(budget) as Array<keyof typeof budget>)
    .filter((key) => measured[key] > budget[key])
    .map((key) => \`\${key}: \${measured[key]} > \${budget[key]}\`)
}`,
        'TypeScript',
      ),
      paragraph([
        'The script prints what went over, and CI fails. The point is not the tooling: it is that a regression is noticed ',
        i('the day it is introduced'),
        ', while the change is still fresh in someone’s head.',
      ]),
      h2('What usually breaks it'),
      numbered('A new third-party widget loaded on every page.'),
      numbered('An image without dimensions.'),
      numbered('A dependency that quietly doubled in size.'),
      quote('Fast is a feature you keep, not a feature you ship.'),
    ],
  },
  {
    key: 'images-without-layout-shift',
    title: 'Images that don’t shift the page',
    slug: 'images-without-layout-shift',
    category: 'Engineering',
    tags: ['Performance', 'CSS'],
    date: '2024-09-08',
    cover: { word: 'Images', motif: 'grid', hue: 200 },
    summary:
      'Reserve the space before the image arrives: width, height and aspect-ratio do the rest.',
    body: [
      paragraph(
        'You start reading, an image loads above, and the paragraph jumps away. It is the most common layout shift on blogs, and one of the easiest to fix.',
      ),
      image(demoImage('layout-shift.svg'), {
        caption: 'Left: the text moves when the image arrives. Right: the box was there all along.',
        width: 800,
        height: 360,
      }),
      h2('Tell the browser the size'),
      codeBlock(
        `img {
  max-width: 100%;
  height: auto;       /* keeps the ratio from the width/height attributes */
  aspect-ratio: attr(width) / attr(height);
}`,
        'CSS',
      ),
      paragraph([
        'Notion stores the width and height of image blocks, so the renderer can write them into the ',
        code('<img>'),
        ' tag. The browser then reserves a box of the right shape before a single byte of the image arrives.',
      ]),
      h2('Placeholders'),
      paragraph(
        'A soft background colour in the reserved box looks intentional; a spinner looks broken. Keep it quiet.',
      ),
      callout('Lazy-load images below the fold, but never the first one on the page.', '🖼️'),
    ],
  },
  {
    key: 'caching-by-last-edited',
    title: 'Caching Notion pages by their last edit',
    slug: 'caching-by-last-edited',
    category: 'Engineering',
    tags: ['Next.js', 'TypeScript', 'Performance'],
    date: '2025-11-02',
    emoji: '🗄️',
    cover: { word: 'Cache', motif: 'circles', hue: 190 },
    summary:
      'Every Notion page carries a last_edited_time. That one number makes a near-perfect cache key.',
    body: [
      paragraph(
        'Fetching a long Notion page can take seconds, and rate limits punish impatience. But most pages have not changed since the last build, and Notion tells you so: every block carries a last edited timestamp.',
      ),
      h2('The key'),
      codeBlock(
        `const cacheKey = (pageId: string, lastEdited: number) => \`\${pageId}@\${lastEdited}\`

async function getPageCached(pageId: string, lastEdited: number) {
  const key = cacheKey(pageId, lastEdited)
  const hit = await cache.get(key)
  if (hit) return hit
  const page = await notion.getPage(pageId)
  await cache.set(key, page)
  return page
}`,
        'TypeScript',
      ),
      paragraph([
        'The database query already returns each row’s ',
        code('last_edited_time'),
        ', so one cheap request tells you which pages need fetching again. A rebuild of an unchanged blog makes almost no calls at all.',
      ]),
      h2('Two traps'),
      bullet('Editing a synced block changes the original page, not the pages that show it.'),
      bullet('Signed file URLs expire after about an hour: cache the page, not the image links.'),
      toggle('Why not cache forever and purge on webhook?', [
        paragraph(
          'You can, if your host supports it. The timestamp approach needs no webhook and survives a lost event.',
        ),
      ]),
    ],
  },
  {
    key: 'typescript-strictness',
    title: 'TypeScript strictness, one flag at a time',
    slug: 'typescript-strictness',
    category: 'Engineering',
    tags: ['TypeScript'],
    date: '2023-08-14',
    cover: { word: 'Strict', motif: 'triangles', hue: 220 },
    summary: 'Turning on strict mode in an old codebase without stopping the world.',
    body: [
      paragraph(
        'Flipping strict on in a large, loose codebase produces a wall of errors and a week of misery. Turning the flags on one at a time produces a series of small, reviewable pull requests.',
      ),
      h2('The order that worked for me'),
      numbered([code('noImplicitAny'), ' — the loudest, and the most useful.']),
      numbered([code('strictNullChecks'), ' — finds real bugs, usually in error paths.']),
      numbered([code('noUncheckedIndexedAccess'), ' — makes every ', code('array[i]'), ' honest.']),
      codeBlock(
        `const first = posts[0]      // Post | undefined with noUncheckedIndexedAccess
if (!first) return notFound()
render(first.title)`,
        'TypeScript',
      ),
      h2('Keeping the momentum'),
      paragraph([
        'Count the remaining errors in CI and refuse any pull request that raises the number. The count only goes down, and one day it is zero.',
      ]),
      todo('noImplicitAny', true),
      todo('strictNullChecks', true),
      todo('noUncheckedIndexedAccess', false),
    ],
  },
  {
    key: 'rust-small-scripts',
    title: 'Small scripts in Rust',
    slug: 'rust-small-scripts',
    category: 'Engineering',
    tags: ['Rust', 'Tools'],
    date: '2024-12-01',
    emoji: '🦀',
    cover: { word: 'Rust', motif: 'dots', hue: 12 },
    summary:
      'Rust is not only for big systems. A ten-line tool that counts words in an exported Notion page.',
    body: [
      paragraph(
        'When a shell one-liner grows a third pipe, I reach for a tiny compiled tool instead. Rust’s standard library is enough for most of them.',
      ),
      codeBlock(
        `use std::io::{self, Read};

fn main() {
    let mut text = String::new();
    io::stdin().read_to_string(&mut text).unwrap();
    let words = text.split_whitespace().count();
    println!("{words} words, about {} min", words / 400 + 1);
}`,
        'Rust',
      ),
      paragraph('Build it once, and it runs anywhere with no runtime to install:'),
      codeBlock('cargo build --release\ncat post.md | ./target/release/wc-min', 'Bash'),
      h2('When not to'),
      paragraph([
        'If the script talks to three web APIs and parses JSON, Python or TypeScript will be shorter. Rust shines when the job is ',
        i('read, count, write'),
        ' and you want it fast and dependable.',
      ]),
    ],
  },
  {
    key: 'isr-notes',
    title: '静态站点的增量再生成',
    slug: 'isr-notes',
    category: 'Engineering',
    tags: ['Next.js', 'Performance'],
    date: '2025-04-18',
    cover: { word: 'ISR', motif: 'waves', hue: 230 },
    summary: '一千篇文章的博客不必每次全量构建：先生成首页和最新文章，其余按需生成。',
    body: [
      paragraph(
        '博客文章一多，全量构建就会变慢。一千篇文章、每篇一秒，就是十几分钟，还容易碰到接口限流。',
      ),
      h2('思路'),
      numbered('构建时只生成首页、列表页和最近的文章。'),
      numbered('其余文章第一次被访问时再生成，然后缓存。'),
      numbered('内容更新后，在后台重新生成，访客始终拿到完整页面。'),
      h2('需要注意的地方'),
      bullet(['不存在的链接要返回真正的 ', code('404'), '，而不是先返回 200 再跳转。']),
      bullet('接口失败时保留上一次的好数据，不要用空页面覆盖。'),
      h3('一点数学'),
      paragraph([
        '如果每篇文章生成耗时 ',
        inlineEquation('t'),
        '，预生成 ',
        inlineEquation('k'),
        ' 篇，构建时间大约是 ',
        inlineEquation('k \\cdot t'),
        '，与文章总数无关。',
      ]),
      quote('快，是把不必要的工作推迟到真正需要的时候。'),
    ],
  },
  {
    key: 'testing-with-a-stub',
    title: 'Testing against a fake Notion',
    slug: 'testing-with-a-stub',
    category: 'Engineering',
    tags: ['TypeScript', 'Tools'],
    date: '2026-02-14',
    cover: { word: 'Tests', motif: 'grid', hue: 110 },
    summary: 'Recorded pages, a tiny local server, and tests that never touch the network.',
    body: [
      paragraph(
        'Tests that call a real API are slow, flaky and rate limited. Tests that mock every function test the mocks. In between sits a small fake server that answers like the real one, from recorded data.',
      ),
      h2('Record once'),
      codeBlock(
        `import json, pathlib

def save(page_id, record_map, out="snapshot"):
    path = pathlib.Path(out) / f"{page_id}.json"
    path.write_text(json.dumps(record_map, ensure_ascii=False, indent=2))`,
        'Python',
      ),
      h2('Replay forever'),
      paragraph([
        'Point the client’s base URL at ',
        code('http://127.0.0.1:7878/api/v3'),
        ' and it cannot tell the difference. The same server can also misbehave on purpose: slow answers, ',
        code('429'),
        ' rate limits, broken JSON.',
      ]),
      callout(
        [
          'The best test data is the ',
          b('demo workspace'),
          ' itself: what the newcomer sees is what the tests check.',
        ],
        '🧪',
      ),
      paragraph([
        'Further reading: ',
        link('Martin Fowler on test doubles', 'https://martinfowler.com/bliki/TestDouble.html'),
        '.',
      ]),
    ],
  },
]
