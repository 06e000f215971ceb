// Twikoo's client from its npm package (the "all" build carries its styles): one chunk,
// imported by the Twikoo backend only once the comment section scrolls into view.
export { init } from 'twikoo'
