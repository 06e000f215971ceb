/** The comment section's id: `?target=comment` and "go to comments" links land here. */
export const COMMENTS_SECTION_ID = 'comment'
