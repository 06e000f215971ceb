// A real browser navigation (not a client-side route change). The search box and the theme
// switcher need one so the server renders the new variant; kept in one place so tests can
// replace it (jsdom cannot navigate). Site paths get the SUB_PATH base path here.
import { withBasePath } from '@/lib/routes/base-path'

export function fullPageLoad(url: string): void {
  window.location.href = withBasePath(url)
}
