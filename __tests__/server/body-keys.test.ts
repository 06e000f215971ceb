// @vitest-environment node
import { BodyKeys, bodyKey } from '@/lib/server/body-keys'

describe('BodyKeys', () => {
  const page = (text: string) => `<html>${text.repeat(100)}</html>`

  it('hashes a page once while the same bytes keep coming, and again when they change', () => {
    const hashed: string[] = []
    const keys = new BodyKeys(undefined, (body) => {
      hashed.push(String(body))
      return bodyKey(body)
    })
    const home = page('home')
    for (let i = 0; i < 5; i++) expect(keys.keyOf('/', home)).toBe(bodyKey(home))
    // The same bytes in another string (a page rendered again) are the same key.
    expect(keys.keyOf('/', page('home'))).toBe(bodyKey(home))
    expect(hashed).toHaveLength(1)
    const regenerated = page('home, regenerated')
    expect(keys.keyOf('/', regenerated)).toBe(bodyKey(regenerated))
    expect(hashed).toHaveLength(2)
  })

  it('keys two variants at one address by their own bytes', () => {
    const keys = new BodyKeys()
    const [light, dark] = [page('light'), page('dark')]
    expect([keys.keyOf('/', light), keys.keyOf('/', dark), keys.keyOf('/', light)]).toEqual([bodyKey(light), bodyKey(dark), bodyKey(light)])
  })

  it('holds no more characters than its budget, forgetting the oldest address first', () => {
    const keys = new BodyKeys(page('x').length * 3)
    for (let n = 0; n < 10; n++) keys.keyOf(`/${n}`, page(String(n % 10)))
    expect(keys.chars).toBeLessThanOrEqual(page('x').length * 3)
    expect(keys.chars).toBeGreaterThan(0)
  })

  it('hashes bytes that are not a string every time, remembering nothing', () => {
    const keys = new BodyKeys()
    const file = Buffer.from(page('file'))
    expect(keys.keyOf('/a.js', file)).toBe(bodyKey(page('file')))
    expect(keys.chars).toBe(0)
  })
})
