// Rows that must never be listed. Each carries a distinctive word so tests can prove it does
// not leak into lists, search, feeds or page data: quietmoss, draftwhale, futurefern.
import { bullet, callout, h2, paragraph } from '@/lib/notion/builder'
import type { DemoPost } from './types'

export const HIDDEN_POSTS: DemoPost[] = [
  {
    key: 'design-review-notes',
    title: 'Notes for the design review',
    slug: 'design-review-notes',
    status: 'Invisible',
    category: 'Design',
    tags: ['Typography'],
    date: '2026-08-20',
    summary: 'Unlisted notes shared with a few colleagues by link.',
    body: [
      paragraph('This page is Invisible: reachable by its URL, listed nowhere.'),
      h2('Open questions'),
      bullet('Does the quietmoss green pass contrast checks on the dark theme?'),
      bullet('Should tag chips wrap or scroll on phones?'),
    ],
  },
  {
    key: 'draft-ideas',
    title: 'draftwhale: ideas not ready yet',
    slug: 'draft-ideas',
    status: 'Draft',
    category: 'Notion',
    tags: ['Writing'],
    date: '2026-10-01',
    summary: 'Half-formed ideas.',
    body: [
      paragraph('A draftwhale of an outline: too big to publish, too good to delete.'),
      bullet('A post about keyboard shortcuts in Notion.'),
    ],
  },
  {
    key: 'future-post',
    title: 'futurefern: a post from the future',
    slug: 'future-post',
    category: 'Engineering',
    tags: ['Next.js'],
    date: { start: '2099-01-01', startTime: '09:00', timeZone: 'Asia/Shanghai' },
    summary: 'Scheduled for a date that has not come yet.',
    body: [
      callout('If you can read this before 2099, scheduling is broken.', '⏳'),
      paragraph('The futurefern grows only after its date arrives.'),
    ],
  },
]
