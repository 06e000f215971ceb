// Inline databases (table, gallery, list and board views): a chunk of its own, loaded only by
// pages that show one.
export { Collection as default } from 'react-notion-x/build/third-party/collection'
