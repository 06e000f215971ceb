// Built-in technology marks for the hero strip: our own simplified drawings, so the default
// strip needs no image host. An icon setting names one of these (case-insensitive).
import type { ReactElement } from 'react'
import { SvgIcon, type IconProps } from '@/components/icons'

/** Letters drawn as SVG text (bold, centred), for marks that are essentially a monogram. */
export function Monogram({ letters, ...p }: IconProps & { letters: string }) {
  return (
    <SvgIcon {...p}>
      {/* Bold, centred, filled: the folio-monogram class (styles/kit.css). */}
      <text x="12" y="16.5" fontSize={letters.length > 2 ? 8 : 11} className="folio-monogram">
        {letters}
      </text>
    </SvgIcon>
  )
}

const ReactAtom = (p: IconProps) => (
  <SvgIcon {...p}>
    <ellipse cx="12" cy="12" rx="10" ry="4" />
    <ellipse cx="12" cy="12" rx="10" ry="4" transform="rotate(60 12 12)" />
    <ellipse cx="12" cy="12" rx="10" ry="4" transform="rotate(120 12 12)" />
    <circle cx="12" cy="12" r="1.2" fill="currentColor" />
  </SvgIcon>
)

const Nextjs = (p: IconProps) => (
  <SvgIcon {...p}>
    <circle cx="12" cy="12" r="9.5" />
    <path d="M8.5 16.5v-9l8 10.5M15.5 7.5v6" />
  </SvgIcon>
)

const Nodejs = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M12 2.5l8.5 4.8v9.4L12 21.5l-8.5-4.8V7.3z" />
    <path d="M10 9v5.5a1.5 1.5 0 0 1-2.5 1.1M16 10a1.8 1.5 0 0 0-3.2.3c0 2 3.7 1 3.7 3.2a1.9 1.5 0 0 1-3.7.4" />
  </SvgIcon>
)

const Notion = (p: IconProps) => (
  <SvgIcon {...p}>
    <rect x="3.5" y="3" width="17" height="18" rx="2.5" />
    <path d="M8.5 17V7.5l7 9.5V7" />
  </SvgIcon>
)

const Tailwind = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M3 11c2-4 5-5.3 9-3 2.8 1.6 4.5 1.5 9-1.5M3 17c2-4 5-5.3 9-3 2.8 1.6 4.5 1.5 9-1.5" />
  </SvgIcon>
)

const Git = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M12 2.5l9.5 9.5-9.5 9.5L2.5 12z" />
    <circle cx="10" cy="9" r="1.3" />
    <circle cx="10" cy="15" r="1.3" />
    <circle cx="14.5" cy="12.5" r="1.3" />
    <path d="M10 10.3v3.4M7.5 6.5L10 9M11.2 9.8l2.3 1.7" />
  </SvgIcon>
)

const Docker = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M2.5 12.5h17c1.2 0 2-.8 2.3-1.8-1-.6-2.2-.5-2.8 0-.5-1.5-1.5-2.2-2.3-2.5M2.5 12.5c0 4 3 7 8.5 7 4.5 0 7.5-2.5 8.5-7" />
    <path d="M5 9.5h3v3H5zM8 9.5h3v3H8zM11 9.5h3v3h-3zM8 6.5h3v3H8zM11 6.5h3v3h-3z" />
  </SvgIcon>
)

const Markdown = (p: IconProps) => (
  <SvgIcon {...p}>
    <rect x="2" y="5.5" width="20" height="13" rx="2" />
    <path d="M5.5 15V9l2.5 3 2.5-3v6M16.5 9v6M14.5 13l2 2 2-2" />
  </SvgIcon>
)

const Vercel = (p: IconProps) => (
  <SvgIcon {...p}>
    <path d="M12 4l9 16H3z" fill="currentColor" />
  </SvgIcon>
)

const TypeScript = (p: IconProps) => <Monogram letters="TS" {...p} />
const JavaScript = (p: IconProps) => <Monogram letters="JS" {...p} />
const Python = (p: IconProps) => <Monogram letters="Py" {...p} />

type Draw = (p: IconProps) => ReactElement

/** Drawing functions (hook-free), called directly so a lookup never creates a component. */
export const TECH_ICONS: Record<string, Draw> = {
  react: ReactAtom,
  nextjs: Nextjs,
  nodejs: Nodejs,
  notion: Notion,
  tailwind: Tailwind,
  git: Git,
  docker: Docker,
  markdown: Markdown,
  vercel: Vercel,
  typescript: TypeScript,
  javascript: JavaScript,
  python: Python,
}

/** `React`, `next.js`, `Node JS` → the built-in icon; undefined for an unknown name. */
export function techIcon(name: string): Draw | undefined {
  return TECH_ICONS[name.toLowerCase().replace(/[^a-z]/g, '')]
}
