// Paths of the category and tag list pages (names are URL-encoded: `C++` → `/tag/C%2B%2B`).
export const categoryHref = (name: string) => `/category/${encodeURIComponent(name)}`
export const tagHref = (name: string) => `/tag/${encodeURIComponent(name)}`
