// What a theme's settings need from the CSP: the addresses its site sections send forms to
// by fetch (`<THEME>_CONTACT_ENDPOINT`, `<THEME>_NEWSLETTER_ENDPOINT`:
// components/sections/site/forms) and the sign-up forms that post in a new window
// (`<THEME>_NEWSLETTER_URL`: components/sections/NewsletterForm.tsx).
import { mergeSources, sourcesFor, type CspSources } from './csp-sources'

function valuesOf(themeConfig: Readonly<Record<string, unknown>>, suffix: string): string[] {
  return Object.entries(themeConfig)
    .filter(([key, value]) => key.endsWith(suffix) && typeof value === 'string')
    .map(([, value]) => value as string)
}

export function themeCspSources(themeConfig: Readonly<Record<string, unknown>> | undefined): CspSources {
  if (!themeConfig) return {}
  return mergeSources(
    sourcesFor(valuesOf(themeConfig, '_ENDPOINT'), ['connect']),
    sourcesFor(valuesOf(themeConfig, '_NEWSLETTER_URL'), ['form']),
  )
}
