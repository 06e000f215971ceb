// One axe-core pass over a theme's page as it is on screen (WCAG 2.x A and AA rules), kept to the
// serious and critical findings, and the compact per-theme table both the theme check and
// scripts/axe-theme.ts print.
import { AxeBuilder } from '@axe-core/playwright'
import type { Page } from '@playwright/test'

/** WCAG 2.0 and 2.1, A and AA: the rules issue 38 counted. 2.2's target-size is not among them yet. */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']
const COUNTED = new Set(['serious', 'critical'])

export interface AxeFinding {
  rule: string
  impact: string
  /** How many elements break the rule on this view. */
  nodes: number
  /** The first few elements, as CSS selectors (with their contrast), and axe's summary of the first. */
  targets: string[]
  summary: string
}

export interface AxeView {
  /** Theme, page key, width and mode: `hexo home 390 dark`. */
  view: string
  findings: AxeFinding[]
}

/** ` (2.58 #a1a1a1 on #ffffff)` from a colour-contrast node's summary, else nothing. */
function contrastOf(summary: string | undefined): string {
  const m = /contrast of ([\d.]+) \(foreground color: (#\w+), background color: (#\w+)/.exec(summary ?? '')
  return m ? ` (${m[1]} ${m[2]} on ${m[3]})` : ''
}

/** The rules that read colours: all a second mode of the same page can change. */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block']

/**
 * The serious and critical violations on the page now. `coloursOnly`: the same page again in
 * the other mode (only the `dark` class changed), where only colours can differ: about half
 * the time of a full pass.
 */
export async function axeFindings(page: Page, { coloursOnly = false } = {}): Promise<AxeFinding[]> {
  // The dev server's own indicator (scripts/axe-theme.ts runs against `next dev`) is no part of
  // the page, and it covers the buttons in the bottom-left corner; React may put it back.
  await page.evaluate(() => document.querySelector('nextjs-portal')?.remove())
  const builder = new AxeBuilder({ page }).exclude('nextjs-portal')
  const results = await (coloursOnly ? builder.withRules(COLOUR_RULES) : builder.withTags(AXE_TAGS)).analyze()
  return results.violations
    .filter((v) => COUNTED.has(v.impact ?? ''))
    .map((v) => ({
      rule: v.id,
      impact: v.impact ?? '',
      nodes: v.nodes.length,
      targets: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')}${contrastOf(n.failureSummary)}`),
      summary: (v.nodes[0]?.failureSummary ?? v.help).replace(/\s+/g, ' ').slice(0, 200),
    }))
}

export function countOf(findings: readonly AxeFinding[]): number {
  return findings.reduce((sum, f) => sum + f.nodes, 0)
}

/** `theme | views | serious+critical | rules (elements)` lines, one per theme. */
export function axeTable(views: readonly AxeView[]): string {
  const themes = new Map<string, AxeView[]>()
  for (const v of views) {
    const theme = v.view.split(' ')[0] ?? ''
    themes.set(theme, [...(themes.get(theme) ?? []), v])
  }
  const lines = ['theme        views  serious+critical  rules (elements)']
  for (const [theme, own] of themes) {
    const rules = new Map<string, number>()
    for (const f of own.flatMap((v) => v.findings)) rules.set(f.rule, (rules.get(f.rule) ?? 0) + f.nodes)
    const total = [...rules.values()].reduce((a, b) => a + b, 0)
    const named = [...rules].sort((a, b) => b[1] - a[1]).map(([r, n]) => `${r} ${n}`).join(', ')
    lines.push(`${theme.padEnd(12)} ${String(own.length).padStart(5)}  ${String(total).padStart(16)}  ${named || '-'}`)
  }
  return lines.join('\n')
}

/** Each finding of each view, with where it is: for a failure message or the script's output. */
export function axeDetails(views: readonly AxeView[]): string {
  return views
    .filter((v) => v.findings.length)
    .map((v) => [`${v.view}:`, ...v.findings.map((f) => `  ${f.impact} ${f.rule} ×${f.nodes}: ${f.targets.join(' | ')} — ${f.summary}`)].join('\n'))
    .join('\n')
}
