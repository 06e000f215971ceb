// Waline's client and stylesheet from its npm package: one chunk, imported by the Waline
// backend only once the comment section scrolls into view.
import '@waline/client/waline.css'

export { init } from '@waline/client'
