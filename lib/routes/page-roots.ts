// First path segments that are always pages, even when a name has a dot (`/tag/Next.js`).
// Shared by the proxy and next.config.ts (keep this file free of imports).
export const PAGE_ROOTS: readonly string[] = ['tag', 'category', 'search', 'page', 'archive']
