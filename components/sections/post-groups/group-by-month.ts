// Posts grouped by the month they were published, for themes that show a list under month
// headings (a photo gallery, a video list). The month is the publish day's `yyyy-MM` in the
// site's time zone; groups and posts keep the list's order (newest first as the site sorts).

export interface MonthGroup<T> {
  /** `yyyy-MM`. */
  month: string
  posts: T[]
}

/** `yyyy-MM` of a post's publish day (`yyyy-MM-dd`). */
export function monthOf(post: { publishDay: string }): string {
  return post.publishDay.slice(0, 7)
}

export function groupByMonth<T extends { publishDay: string }>(posts: readonly T[]): MonthGroup<T>[] {
  const groups: MonthGroup<T>[] = []
  for (const post of posts) {
    const month = monthOf(post)
    const last = groups.at(-1)
    if (last && last.month === month) last.posts.push(post)
    else groups.push({ month, posts: [post] })
  }
  return groups
}

/**
 * For lists drawn card by card (PostFeed's renderPost, where infinite scroll appends pages
 * the theme never sees as one array): call once per render pass, then once per card in
 * order; answers the month to head the card with, or null when the card continues the
 * previous card's month. Index 0 always starts a heading (each loaded page starts afresh).
 */
export function monthHeadings(): (post: { publishDay: string }, index: number) => string | null {
  let previous: string | null = null
  return (post, index) => {
    const month = monthOf(post)
    const starts = index === 0 || month !== previous
    previous = month
    return starts ? month : null
  }
}
