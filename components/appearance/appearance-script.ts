// The inline script that sets `dark` on <html> before first paint, so a dark page never
// flashes white. Order (later wins): preference / auto (system or dark hours) < the darkMode
// value in local storage < ?mode=dark|light.
import { serializeJsonForScript } from '@/components/seo/json-ld'

export const DARK_MODE_STORAGE_KEY = 'darkMode'

export interface AppearanceSettings {
  preference: 'light' | 'dark' | 'auto'
  darkHours: [number, number]
}

/** Pure decision, shared by the inline script (as source) and by tests and the hook. */
export function decideDark(
  s: AppearanceSettings,
  env: { hour: number; systemDark: boolean; stored: string | null; mode: string | null },
): boolean {
  if (env.mode === 'dark' || env.mode === 'light') return env.mode === 'dark'
  if (env.stored === 'dark' || env.stored === 'true') return true
  if (env.stored === 'light' || env.stored === 'false') return false
  if (s.preference !== 'auto') return s.preference === 'dark'
  const [from, to] = s.darkHours
  const inDarkHours = from > to ? env.hour >= from || env.hour < to : env.hour >= from && env.hour < to
  return env.systemDark || inDarkHours
}

export function appearanceScript(s: AppearanceSettings): string {
  return `(function(){try{var s=${serializeJsonForScript(s)};var d=(${decideDark.toString()})(s,{hour:new Date().getHours(),systemDark:window.matchMedia('(prefers-color-scheme: dark)').matches,stored:localStorage.getItem(${JSON.stringify(DARK_MODE_STORAGE_KEY)}),mode:new URLSearchParams(location.search).get('mode')});var r=document.documentElement;r.classList.toggle('dark',d);r.style.colorScheme=d?'dark':'light'}catch(e){}})()`
}
