// With default settings no plugin is configured, so a visit talks to the site and nothing
// else: every request a page makes (documents, scripts, styles, images, fonts, fetches) goes
// to the site's own origin, and no plugin code is downloaded at all.
import { expect, test } from './test'
import { settle } from './helpers'

const PAGES = ['/', '/article/block-tour', '/archive']
// Texts found only in plugin chunks: the family list (PluginHost), the live2d loader, the
// music player package's class names, the fireworks.
const PLUGIN_CODE = ['custom scripts', 'loadlive2d', 'rhap_container', 'data-effect']

for (const path of PAGES) {
  test(`${path} requests nothing from another host on a default build`, async ({ page, baseURL }) => {
    const site = new URL(baseURL ?? 'http://127.0.0.1').origin
    const requests: string[] = []
    page.on('request', (request) => requests.push(request.url()))
    const pluginCode: string[] = []
    page.on('response', async (response) => {
      if (response.request().resourceType() !== 'script') return
      const body = await response.text().catch(() => '')
      for (const text of PLUGIN_CODE) if (body.includes(text)) pluginCode.push(`${text} in ${response.url()}`)
    })
    // Page errors in general are routes.spec's business; here: nothing from the plugin system.
    const pluginMessages: string[] = []
    page.on('console', (m) => {
      if (m.text().includes('[plugins]')) pluginMessages.push(m.text())
    })

    await page.goto(path)
    await settle(page)
    // Give lazy parts (below-the-fold images, idle-time loaders) their chance.
    await page.mouse.wheel(0, 20_000)
    await page.mouse.click(10, 10)
    await page.waitForTimeout(1500)
    await settle(page)

    // data:, blob: and the browser's own pages (Chromium's PDF viewer is an extension) are
    // not network requests.
    const network = requests.filter((url) => !/^(data|blob|chrome-extension|chrome):/.test(url))
    expect(network.length).toBeGreaterThan(0)
    const elsewhere = network.filter((url) => new URL(url).origin !== site)
    expect(elsewhere, elsewhere.join('\n')).toEqual([])
    await expect(page.locator('canvas[data-effect], ins.adsbygoogle, #folio-live2d')).toHaveCount(0)
    expect(pluginMessages).toEqual([])
    expect(pluginCode).toEqual([])
  })
}
