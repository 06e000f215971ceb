// The shared inline icon set: `<Search className="h-4 w-4" />`. No icon fonts, no CDN.
export { ReusedIcon, SvgIcon, type IconProps } from './Icon'
export {
  ArrowUp,
  ChevronDown,
  ChevronLeft,
  ChevronRight,
  Close,
  Home,
  Link,
  ListTree,
  Menu,
  Search,
} from './navigation'
export { Bullhorn, Calendar, Folder, Moon, Palette, Pin, Rss, Spinner, Sun, Tag } from './objects'
export {
  Bilibili,
  Github,
  Instagram,
  Linkedin,
  Mail,
  Telegram,
  Twitter,
  Weibo,
  Youtube,
} from './brands'
export { Facebook, Line, Messenger, Qq, Reddit, Wechat, Whatsapp } from './messengers'
