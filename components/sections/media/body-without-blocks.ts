// The article body without some of its blocks, for themes (which read no Notion shapes): the
// rule lives with the other body-media rules in lib/notion/body-media.ts.
export { bodyWithoutBlocks } from '@/lib/notion/body-media'
