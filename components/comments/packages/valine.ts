// Valine's client from its npm package (it injects its own styles): one chunk, imported by the
// Valine backend only once the comment section scrolls into view.
import Valine from 'valine'

export default Valine
