// The element that holds an article. The missing-article watch, the 404 redirect and the
// reading progress look for it, so every theme's article uses this one id (through <Article>).
export const ARTICLE_ELEMENT_ID = 'article-wrapper'
export const ARTICLE_SELECTOR = `#${ARTICLE_ELEMENT_ID}`
