// The policy pages/_document.tsx puts in a <meta http-equiv> at the top of <head>, when the
// policy is enforced. Report-only cannot be a meta tag: the proxy sends that one
// (./report-only-header.ts).
import { loadBaseConfig } from '@/lib/config/load-base-config'
import { cspMode } from './csp-mode'
import { pageCsp } from './page-csp'
import type { ThemePageProps } from '@/lib/routes/types'

/** `page`: the page's props, as far as they are there (error pages carry none). */
export function documentCsp(page: Partial<Pick<ThemePageProps, 'chrome' | 'themeConfig'>> | undefined, inlineScripts: readonly string[]): string | null {
  const settings = loadBaseConfig().config
  if (cspMode(settings) !== 'enforce') return null
  return pageCsp({ chrome: page?.chrome, themeConfig: page?.themeConfig, inlineScripts, customHosts: settings.CUSTOM_EXTERNAL_HOSTS })
}
