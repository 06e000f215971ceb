// Every row of the demo blog database, in the order of its default view.
import { BLOCK_TOUR } from './content/block-tour'
import { DESIGN_POSTS } from './content/posts-design'
import { ENGINEERING_POSTS } from './content/posts-engineering'
import { ESSAYS } from './content/posts-essays'
import { LIFE_POSTS } from './content/posts-life'
import { NOTION_POSTS } from './content/posts-notion'
import { CONFIG, MENUS, NOTICE, PAGES } from './content/site'
import { FIDELITY_POST } from './content/fidelity'
import { HIDDEN_POSTS } from './content/special'
import type { DemoPost } from './content/types'

const startOf = (post: DemoPost) =>
  typeof post.date === 'string' ? post.date : (post.date?.start ?? '')

/** Published posts, newest first (the database view is sorted that way). */
export const POSTS: DemoPost[] = [
  BLOCK_TOUR,
  ...NOTION_POSTS,
  ...ENGINEERING_POSTS,
  ...DESIGN_POSTS,
  ...LIFE_POSTS,
  ...ESSAYS,
].sort((a, b) => startOf(b).localeCompare(startOf(a)))

export const DEMO_ROWS: DemoPost[] = [CONFIG, NOTICE, ...MENUS, ...PAGES, ...POSTS, ...HIDDEN_POSTS, FIDELITY_POST]
