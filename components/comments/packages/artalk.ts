// Artalk's client and stylesheet from its npm package: one chunk, imported by the Artalk
// backend only once the comment section scrolls into view.
import 'artalk/Artalk.css'

export { default } from 'artalk'
