// Articles and pages. A post's previous/next follow the tree on the left (tree-neighbours),
// so reading on walks down the tree.
import { treeNeighbourLinks } from '@/components/sections/nav-tree/tree-neighbours'
import { useSite } from '@/components/site/SiteContext'
import type { LayoutDataMap } from '@/themes/contract'
import { DocArticle } from '../article/DocArticle'

export function LayoutSlug(props: LayoutDataMap['LayoutSlug']) {
  const { postIndex, categories } = useSite()
  const { prev, next } = treeNeighbourLinks(
    postIndex ?? [],
    categories.map((category) => category.name),
    { href: props.post.href, prev: props.prev, next: props.next, known: props.related },
  )
  return <DocArticle {...props} prev={prev} next={next} />
}
