// Every configured family, each fetched as its own chunk only when configured.
import type { PluginChrome } from '@/lib/plugins/types'
import { readershipOn } from './counter/counts-source'
import { lazyPlugin } from './lazy-plugin'

const Analytics = lazyPlugin('analytics', () => import('./analytics/AnalyticsPlugin').then((m) => m.AnalyticsPlugin))
const Counter = lazyPlugin('counter', () => import('./counter/CounterPlugin').then((m) => m.CounterPlugin))
const Readership = lazyPlugin('readership', () => import('./readership/ReadershipPlugin').then((m) => m.ReadershipPlugin))
const Ads = lazyPlugin('ads', () => import('./ads/AdsPlugin').then((m) => m.AdsPlugin))
const Chat = lazyPlugin('chat', () => import('./chat/ChatPlugin').then((m) => m.ChatPlugin))
const Music = lazyPlugin('music', () => import('./music/MusicPlayer').then((m) => m.MusicPlayer))
const Pet = lazyPlugin('pet', () => import('./pet/Live2dPet').then((m) => m.Live2dPet))
const Effects = lazyPlugin('effects', () => import('./effects/EffectsPlugin').then((m) => m.EffectsPlugin))
const Assets = lazyPlugin('assets', () => import('./assets/AssetsPlugin').then((m) => m.AssetsPlugin))
const VisitorMap = lazyPlugin('visitor map', () => import('./VisitorMap').then((m) => m.VisitorMap))
const CustomScripts = lazyPlugin('custom scripts', () => import('./CustomScripts').then((m) => m.CustomScripts))

export function PluginHost({ plugins: p }: { plugins: PluginChrome }) {
  return (
    <>
      {p.analytics && <Analytics config={p.analytics} />}
      {p.counter && <Counter config={p.counter} />}
      {readershipOn(p) && <Readership />}
      {p.ads && <Ads config={p.ads} />}
      {p.chat && <Chat config={p.chat} />}
      {p.music && <Music config={p.music} />}
      {p.pet && <Pet config={p.pet} />}
      {p.effects && <Effects config={p.effects} />}
      {p.iconFont && <Assets iconFont />}
      {p.visitorMap && <VisitorMap config={p.visitorMap} />}
      {p.custom && p.custom.js.length > 0 && <CustomScripts scripts={p.custom.js} />}
    </>
  )
}
