// The shapes of local pictures, read from the files under public/: only site paths of pictures
// that exist and parse; nothing outside public/ is ever read.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { localPictureRatio, settingPictureRatios } from '@/lib/media/picture-ratio'

const root = mkdtempSync(path.join(tmpdir(), 'picture-ratio-'))
const publicDir = path.join(root, 'public')
mkdirSync(path.join(publicDir, 'img'), { recursive: true })
writeFileSync(path.join(publicDir, 'img', 'wide.svg'), '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 100"></svg>')
writeFileSync(path.join(publicDir, 'img', 'a b.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300"></svg>')
// A 2 × 1 PNG: signature, then the IHDR chunk with width and height.
const png = Buffer.from('89504e470d0a1a0a0000000d49484452000000020000000108060000000000000000', 'hex')
writeFileSync(path.join(publicDir, 'img', 'tiny.png'), png)
writeFileSync(path.join(publicDir, 'img', 'broken.png'), 'not a picture')
writeFileSync(path.join(root, 'secret.svg'), '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>')

describe('localPictureRatio', () => {
  it('reads SVG and raster files, with a query or an escaped name', () => {
    expect(localPictureRatio('/img/wide.svg', publicDir)).toBe(4)
    expect(localPictureRatio('/img/tiny.png?v=2', publicDir)).toBe(2)
    expect(localPictureRatio('/img/a%20b.svg', publicDir)).toBe(1)
  })

  it('has no ratio for remote, missing, broken or outside files', () => {
    expect(localPictureRatio('https://example.com/img/wide.svg', publicDir)).toBeNull()
    expect(localPictureRatio('//example.com/img/wide.svg', publicDir)).toBeNull()
    expect(localPictureRatio('/img/missing.svg', publicDir)).toBeNull()
    expect(localPictureRatio('/img/broken.png', publicDir)).toBeNull()
    expect(localPictureRatio('/../secret.svg', publicDir)).toBeNull()
    expect(localPictureRatio('/img/%2e%2e/%2e%2e/secret.svg', publicDir)).toBeNull()
    expect(localPictureRatio('/docs/page', publicDir)).toBeNull()
  })
})

describe('settingPictureRatios', () => {
  it('finds local pictures anywhere in the settings, lists and objects included', () => {
    const ratios = settingPictureRatios(
      {
        HERO_IMAGE: '/img/wide.svg',
        HERO_TITLE: 'Hello',
        TEAM: [{ name: 'Ada', photo: '/img/tiny.png' }, { name: 'Bo', photo: 'https://cdn.example.com/bo.jpg' }],
        COUNT: 3,
        OFF: null,
      },
      publicDir,
    )
    expect(ratios).toEqual({ '/img/wide.svg': 4, '/img/tiny.png': 2 })
  })
})
