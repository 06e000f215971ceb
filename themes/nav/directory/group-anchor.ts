// The id of a category's group of cards on the home page, so the left menu can jump to it.
export function groupAnchor(category: string | null): string {
  return `group-${category === null ? 'none' : category.trim().replace(/\s+/g, '-')}`
}
