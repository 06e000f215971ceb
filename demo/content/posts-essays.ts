// 随笔: short essays in Chinese.
import { b, bullet, h2, i, paragraph, quote, todo } from '@/lib/notion/builder'
import type { DemoPost } from './types'

export const ESSAYS: DemoPost[] = [
  {
    key: 'writing-slowly',
    title: '关于慢慢写',
    slug: 'writing-slowly',
    category: '随笔',
    tags: ['Writing', '生活'],
    date: '2023-12-08',
    emoji: '🐢',
    cover: { word: '慢', motif: 'circles', hue: 35 },
    summary: '写得慢不是问题，不写才是。',
    body: [
      paragraph('有人一周写三篇，我一个月写一篇。以前会着急，现在不会了。'),
      paragraph('慢的好处是，写下来的东西自己愿意再读一遍。'),
      h2('我的办法'),
      bullet('每天只写三百字，写完就停。'),
      bullet('草稿放一周再改。'),
      bullet('不追热点。'),
      quote('慢慢来，比较快。'),
    ],
  },
  {
    key: 'hundred-mornings',
    title: '早起的第一百天',
    slug: 'hundred-mornings',
    category: '随笔',
    tags: ['生活'],
    date: '2024-04-11',
    cover: { word: '早晨', motif: 'triangles', hue: 50 },
    summary: '连续一百天六点起床之后，我得到的不是效率，而是安静。',
    body: [
      paragraph(
        '一百天前，我决定每天六点起床。没有什么宏大的理由，只是想在别人醒来之前有一小时属于自己。',
      ),
      h2('这一小时做什么'),
      paragraph(['大多数时候是', b('写字'), '，有时读书，有时只是看着窗外的天一点点变亮。']),
      h2('没有想到的'),
      paragraph('最大的变化不是做了更多事，而是整天都不那么慌了。'),
      paragraph(i('第一百零一天，我睡到了八点。也挺好。')),
    ],
  },
  {
    key: 'old-bookshop',
    title: '旧书店',
    slug: 'old-bookshop',
    category: '随笔',
    tags: ['读书', '生活'],
    date: '2025-10-26',
    emoji: '📖',
    cover: { word: '旧书', motif: 'stripes', hue: 15 },
    summary: '巷子尽头的旧书店要关门了，我去买了最后一本书。',
    body: [
      paragraph('巷子尽头那家旧书店开了二十年，下个月就要关门。老板说房租涨了，他也累了。'),
      paragraph('我在最里面的书架上找到一本八十年代的诗集，扉页上有人用钢笔写着：“给十七岁的你。”'),
      h2('书的第二次生命'),
      paragraph('旧书比新书多一样东西：前一个读者留下的痕迹。折角、划线、夹在书里的车票。'),
      quote('每一本旧书，都是两个人一起读完的。'),
    ],
  },
  {
    key: 'lists-of-lists',
    title: '清单的清单',
    // Left empty on purpose: the post is reached by its page id.
    slug: '',
    category: '随笔',
    tags: ['Tools', 'Writing'],
    date: '2026-07-12',
    summary: '我的笔记里有很多清单，于是我给清单也列了一张清单。',
    body: [
      paragraph(
        '读书清单、旅行清单、想写的文章清单、想学的菜清单……清单太多，就需要一张清单的清单。',
      ),
      h2('正在用的'),
      todo('想写的文章', true),
      todo('想重读的书', true),
      todo('想去的城市', true),
      todo('想学的菜', false),
      h2('一条规则'),
      paragraph('每张清单最多十项。写满了，就必须划掉一项才能再加。'),
    ],
  },
]
