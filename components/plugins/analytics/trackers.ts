// One tracker per analytics service: how it starts and how it counts a client-side page
// change (services that follow the browser history themselves need no pageView).
import { loadScript } from '@/lib/plugins/load-asset'
import type { AnalyticsPlugins } from '@/lib/plugins/types'
import { withBasePath } from '@/lib/routes/base-path'
import { analyticsWindow, argumentsQueue, type QueueFunction } from './globals'

export interface Tracker {
  name: string
  start: () => void
  pageView?: (url: string) => void
}

const enc = encodeURIComponent

function google({ id }: { id: string }): Tracker {
  return {
    name: `google:${id}`,
    start() {
      const w = analyticsWindow()
      const dataLayer = (w.dataLayer ??= [])
      w.gtag ??= argumentsQueue((args) => dataLayer.push(args))
      w.gtag('js', new Date())
      w.gtag('config', id)
      void loadScript(`https://www.googletagmanager.com/gtag/js?id=${enc(id)}`)
    },
  }
}

function queueTracker(name: string, src: string, queue: '_hmt' | '_czc'): Tracker {
  return {
    name,
    start() {
      analyticsWindow()[queue] ??= []
      void loadScript(src)
    },
    pageView(url) {
      analyticsWindow()[queue]?.push(['_trackPageview', url])
    },
  }
}

function la51({ id, ck }: { id: string; ck: string }): Tracker {
  return {
    name: `51la:${id}`,
    start() {
      void loadScript('https://sdk.51.la/js-sdk-pro.min.js', { attributes: { id: 'LA_COLLECT', charset: 'UTF-8' } }).then(
        (ok) => ok && analyticsWindow().LA?.init?.({ id, ck, autoTrack: true, hashMode: false }),
      )
    },
  }
}

function matomo({ url, siteId }: { url: string; siteId: string }): Tracker {
  return {
    name: `matomo:${url}:${siteId}`,
    start() {
      const paq = (analyticsWindow()._paq ??= [])
      paq.push(['setTrackerUrl', `${url}/matomo.php`], ['setSiteId', siteId], ['trackPageView'], ['enableLinkTracking'])
      void loadScript(`${url}/matomo.js`)
    },
    pageView(path) {
      analyticsWindow()._paq?.push(['setCustomUrl', path], ['setDocumentTitle', document.title], ['trackPageView'])
    },
  }
}

function ackee(config: NonNullable<AnalyticsPlugins['ackee']>): Tracker {
  let record: (() => unknown) | undefined
  return {
    name: `ackee:${config.domainId}`,
    start() {
      void loadScript(config.trackerUrl).then((ok) => {
        const instance = ok ? analyticsWindow().ackeeTracker?.create(config.serverUrl, { detailed: false }) : undefined
        record = instance && (() => instance.record(config.domainId))
        record?.()
      })
    },
    pageView: () => record?.(),
  }
}

function clarity({ id }: { id: string }): Tracker {
  return {
    name: `clarity:${id}`,
    start() {
      const queue: QueueFunction = argumentsQueue((args) => (queue.q ??= []).push(args))
      analyticsWindow().clarity ??= queue
      void loadScript(`https://www.clarity.ms/tag/${enc(id)}`)
    },
  }
}

function umami({ id, scriptUrl }: { id: string; scriptUrl: string }): Tracker {
  return { name: `umami:${id}`, start: () => void loadScript(scriptUrl, { attributes: { 'data-website-id': id } }) }
}

function vercel(): Tracker {
  return {
    name: 'vercel',
    start() {
      const w = analyticsWindow()
      w.va ??= argumentsQueue((args) => (w.vaq ??= []).push(args))
      // Under a base path the host serves the script and takes the events there (loadScript
      // prefixes the script; the events endpoint is told).
      void loadScript('/_vercel/insights/script.js', {
        attributes: { 'data-sdkn': 'folio', 'data-endpoint': withBasePath('/_vercel/insights') },
      })
    },
  }
}

export function trackersFor(a: AnalyticsPlugins): Tracker[] {
  return [
    a.google && google(a.google),
    a.baidu && queueTracker(`baidu:${a.baidu.id}`, `https://hm.baidu.com/hm.js?${enc(a.baidu.id)}`, '_hmt'),
    a.cnzz && queueTracker(`cnzz:${a.cnzz.id}`, `https://s9.cnzz.com/z_stat.php?id=${enc(a.cnzz.id)}&web_id=${enc(a.cnzz.id)}`, '_czc'),
    a.la51 && la51(a.la51),
    a.matomo && matomo(a.matomo),
    a.ackee && ackee(a.ackee),
    a.clarity && clarity(a.clarity),
    a.umami && umami(a.umami),
    a.vercel && vercel(),
  ].filter((t): t is Tracker => Boolean(t))
}
