// What a theme's settings need from the CSP: the addresses its site sections post forms to
// (`<THEME>_CONTACT_ENDPOINT`, `<THEME>_NEWSLETTER_ENDPOINT`: components/sections/site/forms).
import { sourcesFor, type CspSources } from './csp-sources'

export function themeCspSources(themeConfig: Readonly<Record<string, unknown>> | undefined): CspSources {
  const endpoints = Object.entries(themeConfig ?? {})
    .filter(([key, value]) => key.endsWith('_ENDPOINT') && typeof value === 'string')
    .map(([, value]) => value as string)
  return sourcesFor(endpoints, ['connect'])
}
