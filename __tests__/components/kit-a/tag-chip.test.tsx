import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { TAG_CHIP_LOOK, TagChip } from '@/components/post/TagChip'
import { readFileSync } from 'node:fs'
import { OPTION_COLOR_CLASSES, optionColorClasses } from '@/components/post/option-colors'
import { router, renderWithSite } from './site-fixture'

vi.mock('next/router', () => ({ useRouter: () => router }))

describe('TagChip', () => {
  it('links to the URL-encoded tag page', () => {
    renderWithSite(<TagChip tag={{ name: 'C++ & Go', color: 'blue', count: 3 }} />)
    expect(screen.getByRole('link')).toHaveAttribute('href', '/tag/C%2B%2B%20%26%20Go')
  })

  it('keeps the visitor’s theme and language prefix on the link', () => {
    renderWithSite(<TagChip tag={{ name: 'notes', color: 'red', count: 1 }} />, {
      variant: { prefix: '/en', keep: 'theme=hexo' },
    })
    expect(screen.getByRole('link')).toHaveAttribute('href', '/en/tag/notes?theme=hexo')
  })

  it('is tinted by its Notion colour with a light and a dark palette', () => {
    renderWithSite(<TagChip tag={{ name: 'notes', color: 'green', count: 1 }} />)
    const chip = screen.getByRole('link')
    expect(chip).toHaveAttribute('data-color', 'green')
    // Without a theme's classes: the two short classes of styles/kit.css, nothing else.
    expect(chip.className).toBe('folio-chip folio-chip-green')
    expect(OPTION_COLOR_CLASSES.green).toContain('dark:bg-green-900/40')
    expect(OPTION_COLOR_CLASSES.green).toContain('dark:text-green-200')
  })

  it('applies in its short classes exactly the utilities a theme-classed chip gets', () => {
    const css = readFileSync('styles/kit.css', 'utf8')
    const applied = (name: string) => new RegExp(`\\.${name} \\{\\s*@apply ([^;]+);`).exec(css)?.[1]
    expect(applied('folio-chip')).toBe(TAG_CHIP_LOOK)
    for (const [color, classes] of Object.entries(OPTION_COLOR_CLASSES)) expect(applied(`folio-chip-${color}`)).toBe(classes)
  })

  it('keeps the utilities (tint included) when the theme adds its own classes', () => {
    renderWithSite(<TagChip tag={{ name: 'notes', color: 'orange', count: 1 }} className="rounded-full" />)
    expect(screen.getByRole('link').className).toBe(`${TAG_CHIP_LOOK} ${OPTION_COLOR_CLASSES.orange} rounded-full`)
  })

  it('reads an unknown colour as the default tint', () => {
    renderWithSite(<TagChip tag={{ name: 'notes', color: 'teal' as never, count: 1 }} />)
    expect(screen.getByRole('link').className).toBe('folio-chip folio-chip-default')
  })

  it('gives every Notion colour its own tint and unknown colours the default one', () => {
    const colors = ['default', 'gray', 'brown', 'orange', 'yellow', 'green', 'blue', 'purple', 'pink', 'red']
    const classes = colors.map(optionColorClasses)
    expect(new Set(classes).size).toBe(colors.length)
    for (const c of classes) expect(c).toMatch(/dark:bg-/)
    expect(optionColorClasses('teal')).toBe(optionColorClasses('default'))
  })

  it('shows the count only when asked', () => {
    const tag = { name: 'notes', color: 'gray' as const, count: 7 }
    const { rerender } = renderWithSite(<TagChip tag={tag} />)
    expect(screen.getByRole('link')).toHaveTextContent(/^notes$/)
    rerender(<TagChip tag={tag} showCount />)
    expect(screen.getByRole('link')).toHaveTextContent('notes7')
  })

  it('drops the tint when the theme colours the chip itself', () => {
    renderWithSite(<TagChip tag={{ name: 'x', color: 'red', count: 1 }} tinted={false} className="my-chip" />)
    const chip = screen.getByRole('link')
    expect(chip.className).toContain('my-chip')
    expect(chip.className).not.toContain('bg-red-100')
  })
})
