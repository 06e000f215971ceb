import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { cx, part } from '@/components/kit/class-names'

describe('part', () => {
  it('keeps the structure and uses the default look when the theme gives nothing', () => {
    expect(part('sticky top-0', 'bg-white p-4', undefined)).toBe('sticky top-0 bg-white p-4')
  })

  it("replaces the default look with the theme's classes, keeping the structure", () => {
    expect(part('sticky top-0', 'bg-white p-4', 'bg-black')).toBe('sticky top-0 bg-black')
  })

  it('lets a theme remove the look with an empty string', () => {
    expect(part('flex', 'gap-2', '')).toBe('flex')
  })

  it('joins the non-empty pieces with one space', () => {
    expect(part('', 'text-sm', undefined)).toBe('text-sm')
    expect(part('  flex ', '', ' gap-1 ')).toBe('flex gap-1')
    expect(part('', '', undefined)).toBe('')
  })
})

describe('cx', () => {
  it('skips false, null, undefined and empty classes', () => {
    expect(cx('a', false, null, undefined, '', 'b')).toBe('a b')
    expect(cx()).toBe('')
  })
})

describe('--folio-accent', () => {
  const css = readFileSync('styles/globals.css', 'utf8')

  it('has a light value on :root and a dark one under the dark class', () => {
    expect(css).toMatch(/:root\s*{[^}]*--folio-accent:\s*[^;]+;/)
    expect(css).toMatch(/\.dark\s*{[^}]*--folio-accent:\s*[^;]+;/)
  })
})
