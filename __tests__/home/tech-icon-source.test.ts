import { describe, expect, it } from 'vitest'
import { iconSource, inkFor } from '@/components/home/tech-icon-source'
import { TECH_ICONS } from '@/components/home/tech-icons'

describe('hero icon sources', () => {
  it('treats URLs and site paths as images (no built-in lookup)', () => {
    expect(iconSource('https://img.test/a.svg', 'A')).toEqual({
      kind: 'image',
      src: 'https://img.test/a.svg',
    })
    expect(iconSource('/icons/vue.png', 'Vue')).toEqual({ kind: 'image', src: '/icons/vue.png' })
  })

  it('finds built-in icons by name, ignoring case and punctuation', () => {
    expect(iconSource('React', 'React')).toEqual({ kind: 'builtin', name: 'React' })
    expect(iconSource('next.js', 'Next')).toEqual({ kind: 'builtin', name: 'next.js' })
  })

  it('draws the title letters for an unknown name', () => {
    expect(iconSource('svelte', 'Svelte Kit')).toEqual({ kind: 'letters', letters: 'Sv' })
    expect(iconSource('x', '!!')).toEqual({ kind: 'letters', letters: '?' })
  })

  it('has a built-in icon for every default name', () => {
    for (const name of [
      'notion',
      'react',
      'nextjs',
      'typescript',
      'javascript',
      'nodejs',
      'tailwind',
      'markdown',
      'git',
      'docker',
      'python',
      'vercel',
    ])
      expect(TECH_ICONS[name], name).toBeDefined()
  })

  it('picks black ink on light tiles and white on dark ones', () => {
    expect(inkFor('#f7df1e')).toBe('#000000')
    expect(inkFor('#ffffff')).toBe('#000000')
    expect(inkFor('#000000')).toBe('#ffffff')
    expect(inkFor('#3178c6')).toBe('#ffffff')
    expect(inkFor('#fff')).toBe('#000000')
  })
})
