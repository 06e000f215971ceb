// The 404 page is one static page built in the default theme and language; the browser then
// switches it to the variant its address asks for (lib/routes/not-found-variant.ts). So that
// the default variant never flashes first, this script (run before first paint) hides the page
// while an address asks for another variant; NotFoundPage shows it once switched. A timer
// shows it anyway should the page's scripts never run.
import { serializeJsonForScript } from '@/components/seo/json-ld'

export const VARIANT_PENDING_CLASS = 'folio-variant-pending'
const SAFETY_MS = 2000

/** Whether an address may ask for a non-default variant (shared by the script and tests). */
export function asksForVariant(pathname: string, search: string, o: { basePath: string; prefixes: string[] }): boolean {
  const query = new URLSearchParams(search)
  if (query.has('theme') || query.has('lang') || query.has('locale')) return true
  const path = o.basePath && pathname.startsWith(o.basePath) ? pathname.slice(o.basePath.length) : pathname
  return o.prefixes.includes(path.split('/')[1] ?? '')
}

export function variantPendingScript(o: { basePath: string; prefixes: string[] }): string {
  const cls = JSON.stringify(VARIANT_PENDING_CLASS)
  return `(function(){try{if(!(${asksForVariant.toString()})(location.pathname,location.search,${serializeJsonForScript(o)}))return;var r=document.documentElement;r.classList.add(${cls});setTimeout(function(){r.classList.remove(${cls})},${SAFETY_MS})}catch(e){}})()`
}

export function showSwitchedVariant(): void {
  document.documentElement.classList.remove(VARIANT_PENDING_CLASS)
}
