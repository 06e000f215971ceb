// The live filter of a list page: which of the page's posts match what the visitor types. Every
// word typed must appear (any case) in the title, summary, category or a tag.
import type { ListedPost } from '@/lib/routes/types'

type FilteredPost = Pick<ListedPost, 'title' | 'summary' | 'category' | 'categories' | 'tags'>

/** The words of a filter text, lower case; none for blank text. */
export function filterWords(text: string): string[] {
  return text.toLocaleLowerCase().split(/\s+/).filter(Boolean)
}

export function matchesListFilter(post: FilteredPost, text: string): boolean {
  const words = filterWords(text)
  if (words.length === 0) return true
  const haystack = [post.title, post.summary, post.category ?? '', ...post.categories, ...post.tags]
    .join('\n')
    .toLocaleLowerCase()
  return words.every((word) => haystack.includes(word))
}
