// The social card's picture, drawn by next/og (satori: flex boxes and inline styles only, every
// box with several children must say display: flex). A neutral look that fits any theme: the
// page's title large, its category above, the site's name, author and date below.
import type { CardContent } from '@/lib/og/card-content'
import { CARD_FONT_FAMILY } from '@/lib/og/card-fonts'

const INK = '#0f172a'
const MUTED = '#475569'
const RULE = '#cbd5e1'
const MAX_TITLE = 120

/** Wide (CJK) characters count twice: a 30-character Chinese title is as long as 60 Latin ones. */
function titleWidth(title: string): number {
  let width = 0
  for (const char of title) width += (char.codePointAt(0) ?? 0) >= 0x2e80 ? 2 : 1
  return width
}

function titleSize(title: string): number {
  const width = titleWidth(title)
  if (width <= 30) return 80
  if (width <= 60) return 66
  return 54
}

function shortened(text: string, max: number): string {
  const chars = [...text]
  return chars.length <= max ? text : `${chars.slice(0, max - 1).join('').trimEnd()}…`
}

export function SocialCard({ content }: { content: CardContent }) {
  const title = shortened(content.title, MAX_TITLE)
  const [first, ...others] = content.byline
  return (
    <div
      style={{
        display: 'flex', flexDirection: 'column', width: '100%', height: '100%', padding: '64px 80px 56px',
        background: '#f8fafc', color: INK, fontFamily: CARD_FONT_FAMILY, borderTop: `16px solid ${INK}`,
      }}
    >
      <div style={{ display: 'flex', height: 48, fontSize: 30, color: MUTED }}>{content.category}</div>
      <div style={{ display: 'flex', flexDirection: 'column', flexGrow: 1, justifyContent: 'center' }}>
        <div style={{ display: 'block', fontSize: titleSize(title), fontWeight: 700, lineHeight: 1.25, lineClamp: 3 }}>{title}</div>
        {content.description && (
          <div style={{ display: 'block', marginTop: 24, fontSize: 34, color: MUTED, lineHeight: 1.4, lineClamp: 2 }}>
            {shortened(content.description, 160)}
          </div>
        )}
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', paddingTop: 28, borderTop: `2px solid ${RULE}`, fontSize: 30 }}>
        <div style={{ display: 'flex', gap: 20 }}>
          <span style={{ fontWeight: 700 }}>{first ?? ''}</span>
          {others.map((part) => <span key={part} style={{ color: MUTED }}>{part}</span>)}
        </div>
        <span style={{ color: MUTED }}>{content.date}</span>
      </div>
    </div>
  )
}
