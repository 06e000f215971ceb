// The plugin part of the site chrome: built on the server from the resolved settings.
// null when nothing is configured (or DISABLE_PLUGIN is on): pages then carry no plugin data
// and the browser loads no plugin code. Server only: it looks for the owner's files on disk.
import type { SiteConfig } from '@/lib/config'
import { deployedOwnerFiles } from './owner-files'
import { isPreviewBuild } from './preview'
import { selectAds } from './select/ads'
import { selectAnalytics, selectCounter, selectReadership } from './select/analytics'
import { selectAssets, type OwnerFiles } from './select/assets'
import { selectEffects } from './select/effects'
import { selectChat, selectMusic, selectPet, selectVisitorMap } from './select/widgets'
import type { PluginChrome } from './types'

type Env = Readonly<Record<string, string | undefined>>

function dropEmpty(plugins: PluginChrome): PluginChrome {
  return Object.fromEntries(Object.entries(plugins).filter(([, v]) => v !== undefined)) as PluginChrome
}

/** `ownerFiles`: which of custom.css / custom.js to link; by default those switched on and deployed. */
export function buildPluginChrome(c: SiteConfig, env: Env = process.env, ownerFiles?: OwnerFiles): PluginChrome | null {
  if (c.DISABLE_PLUGIN) return null
  const tracking = !isPreviewBuild(env) || c.ANALYTICS_IN_PREVIEW
  const plugins = dropEmpty({
    analytics: tracking ? selectAnalytics(c) : undefined,
    counter: tracking ? selectCounter(c) : undefined,
    readership: selectReadership(c, env),
    ads: selectAds(c),
    chat: selectChat(c),
    music: selectMusic(c),
    pet: selectPet(c),
    effects: selectEffects(c),
    visitorMap: selectVisitorMap(c),
    ...selectAssets(c, ownerFiles ?? deployedOwnerFiles(c)),
  })
  return Object.keys(plugins).length > 0 ? plugins : null
}
