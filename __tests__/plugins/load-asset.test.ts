import { afterInteractive } from '@/lib/plugins/after-interactive'
import { forgetLoadedAssets, isLoadableUrl, loadScript, loadStylesheet } from '@/lib/plugins/load-asset'

beforeEach(() => {
  forgetLoadedAssets()
  for (const el of document.querySelectorAll('script, link')) el.remove()
})

describe('loadScript', () => {
  it('adds one async script per URL, however often it is asked', async () => {
    const first = loadScript('https://a.example.com/x.js')
    const second = loadScript('https://a.example.com/x.js')
    expect(second).toBe(first)
    const all = document.querySelectorAll('script')
    expect(all).toHaveLength(1)
    expect(all[0]?.async).toBe(true)
    all[0]?.dispatchEvent(new Event('load'))
    await expect(first).resolves.toBe(true)
  })

  it('sets attributes as inert data and can keep insertion order', () => {
    void loadScript('/js/a.js', { attributes: { 'data-id': '"><script>x</script>' }, ordered: true })
    const script = document.querySelector('script')
    expect(script?.getAttribute('data-id')).toBe('"><script>x</script>')
    expect(script?.async).toBe(false)
    expect(script?.textContent).toBe('')
  })

  it('warns and resolves false when the script fails; the caller carries on', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const done = loadScript('https://down.example.com/x.js')
    document.querySelector('script')?.dispatchEvent(new Event('error'))
    await expect(done).resolves.toBe(false)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('could not load https://down.example.com/x.js'))
    warn.mockRestore()
  })

  it('refuses anything but http(s) URLs and site paths', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    await expect(loadScript('javascript:alert(1)')).resolves.toBe(false)
    await expect(loadScript('data:text/javascript,alert(1)')).resolves.toBe(false)
    expect(document.querySelectorAll('script')).toHaveLength(0)
    expect(isLoadableUrl('//cdn.example.com/a.js')).toBe(true)
    expect(isLoadableUrl('/js/custom.js')).toBe(true)
    warn.mockRestore()
  })

  it('can place a script inside a given element', () => {
    const box = document.createElement('div')
    document.body.appendChild(box)
    void loadScript('https://w.example.com/map.js', { parent: box })
    expect(box.querySelector('script')?.getAttribute('src')).toBe('https://w.example.com/map.js')
    box.remove()
  })
})

describe('loadStylesheet', () => {
  it('adds one stylesheet link per URL', () => {
    void loadStylesheet('/css/custom.css')
    void loadStylesheet('/css/custom.css')
    const links = document.querySelectorAll('link[rel="stylesheet"]')
    expect(links).toHaveLength(1)
    expect(links[0]?.getAttribute('href')).toBe('/css/custom.css')
  })
})

describe('afterInteractive', () => {
  it('waits for the load event when the page is still loading', () => {
    vi.useFakeTimers()
    const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive')
    const run = vi.fn()
    afterInteractive(run)
    vi.advanceTimersByTime(5000)
    expect(run).not.toHaveBeenCalled()
    window.dispatchEvent(new Event('load'))
    vi.advanceTimersByTime(5)
    expect(run).toHaveBeenCalledOnce()
    state.mockRestore()
    vi.useRealTimers()
  })

  it('runs in the next idle moment when the page has loaded, and can be cancelled', () => {
    vi.useFakeTimers()
    const run = vi.fn()
    afterInteractive(run)
    expect(run).not.toHaveBeenCalled()
    vi.advanceTimersByTime(5)
    expect(run).toHaveBeenCalledOnce()
    const never = vi.fn()
    afterInteractive(never)()
    vi.advanceTimersByTime(5000)
    expect(never).not.toHaveBeenCalled()
    vi.useRealTimers()
  })
})
