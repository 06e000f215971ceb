// Gitalk's client and stylesheet from its npm package: one chunk, imported by the Gitalk
// backend only once the comment section scrolls into view.
import 'gitalk/dist/gitalk.css'
import Gitalk from 'gitalk'

export default Gitalk
