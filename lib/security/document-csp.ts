// The policy pages/_document.tsx puts in a <meta http-equiv> at the top of <head>, when the
// policy is enforced. Report-only cannot be a meta tag: the proxy sends that one
// (./report-only-header.ts).
import { loadBaseConfig } from '@/lib/config/load-base-config'
import { cspMode } from './csp-mode'
import { pageCsp } from './page-csp'
import type { ChromeForCsp } from './site-sources'

export function documentCsp(chrome: ChromeForCsp | undefined, inlineScripts: readonly string[]): string | null {
  const settings = loadBaseConfig().config
  if (cspMode(settings) !== 'enforce') return null
  return pageCsp({ chrome, inlineScripts, customHosts: settings.CUSTOM_EXTERNAL_HOSTS })
}
