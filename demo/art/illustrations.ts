// Hand-drawn (well, hand-typed) illustrations used inside post bodies, plus the site logo
// and the site cover. File name → SVG source.
import { coverSvg } from './covers'

const svg = (w: number, h: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" font-family="system-ui,sans-serif">\n${body}\n</svg>\n`

const databaseDiagram = svg(
  800,
  420,
  [
    '<rect width="800" height="420" fill="#f7f6f3"/>',
    '<rect x="60" y="60" width="680" height="300" rx="12" fill="#fff" stroke="#d9d7d2" stroke-width="2"/>',
    '<rect x="60" y="60" width="680" height="56" rx="12" fill="#eceae6"/>',
    ...['title', 'type', 'status', 'slug', 'date'].map(
      (name, i) => `<text x="${84 + i * 136}" y="96" font-size="20" fill="#37352f">${name}</text>`,
    ),
    ...[0, 1, 2, 3].map(
      (row) =>
        `<line x1="60" y1="${176 + row * 60}" x2="740" y2="${176 + row * 60}" stroke="#eceae6" stroke-width="2"/>` +
        `<rect x="84" y="${134 + row * 60}" width="${90 + ((row * 37) % 40)}" height="16" rx="8" fill="#c9c6bf"/>` +
        `<rect x="220" y="${134 + row * 60}" width="56" height="20" rx="6" fill="${['#d3e5ef', '#dbeddb', '#fdecc8', '#e8deee'][row]}"/>` +
        `<rect x="356" y="${134 + row * 60}" width="80" height="20" rx="6" fill="#dbeddb"/>`,
    ),
  ].join('\n'),
)

const blockStack = svg(
  800,
  360,
  [
    '<rect width="800" height="360" fill="#fbfaf8"/>',
    ...[0, 1, 2, 3, 4].map(
      (i) =>
        `<rect x="${180 + i * 18}" y="${50 + i * 52}" width="${440 - i * 36}" height="40" rx="8" fill="hsl(${200 + i * 28} 60% ${70 - i * 4}%)"/>`,
    ),
    '<text x="400" y="340" font-size="18" text-anchor="middle" fill="#6b6b6b">Every page is a stack of blocks</text>',
  ].join('\n'),
)

const tram = svg(
  800,
  400,
  [
    '<rect width="800" height="400" fill="#fdf3e1"/>',
    '<path d="M0 330h800" stroke="#8a6d3b" stroke-width="6"/>',
    '<rect x="220" y="150" width="360" height="160" rx="18" fill="#f2c14e"/>',
    '<rect x="220" y="250" width="360" height="24" fill="#e0a526"/>',
    ...[0, 1, 2, 3].map(
      (i) => `<rect x="${246 + i * 84}" y="174" width="62" height="56" rx="6" fill="#fff8e7"/>`,
    ),
    '<circle cx="290" cy="318" r="18" fill="#4a3b2a"/><circle cx="510" cy="318" r="18" fill="#4a3b2a"/>',
    '<path d="M400 150V70M360 70h80" stroke="#4a3b2a" stroke-width="5"/>',
    '<text x="400" y="380" font-size="18" text-anchor="middle" fill="#8a6d3b">Line 28, somewhere above the river</text>',
  ].join('\n'),
)

const trail = svg(
  800,
  400,
  [
    '<rect width="800" height="400" fill="#e9f1ec"/>',
    '<path d="M0 300L140 170L250 250L400 110L560 260L680 180L800 260V400H0Z" fill="#9dbfa8"/>',
    '<path d="M0 360L200 260L360 330L520 240L800 340V400H0Z" fill="#5f8f6f"/>',
    '<path d="M120 400C220 350 300 360 360 330S500 280 560 300" fill="none" stroke="#f4ecd8" stroke-width="8" stroke-dasharray="18 14"/>',
    '<circle cx="640" cy="80" r="36" fill="#f6d58e"/>',
  ].join('\n'),
)

const layoutShift = svg(
  800,
  360,
  [
    '<rect width="800" height="360" fill="#f6f7fb"/>',
    '<rect x="60" y="40" width="300" height="280" rx="12" fill="#fff" stroke="#d5d9e5" stroke-width="2"/>',
    '<rect x="440" y="40" width="300" height="280" rx="12" fill="#fff" stroke="#d5d9e5" stroke-width="2"/>',
    '<rect x="84" y="64" width="252" height="16" rx="8" fill="#c5cbe0"/>',
    '<rect x="84" y="96" width="252" height="16" rx="8" fill="#c5cbe0"/>',
    '<rect x="84" y="128" width="180" height="16" rx="8" fill="#e39b9b"/>',
    '<text x="210" y="300" font-size="18" text-anchor="middle" fill="#8b93ad">before: text jumps</text>',
    '<rect x="464" y="64" width="252" height="140" rx="8" fill="#dfe4f2"/>',
    '<rect x="464" y="220" width="252" height="16" rx="8" fill="#c5cbe0"/>',
    '<rect x="464" y="252" width="180" height="16" rx="8" fill="#9bcfa6"/>',
    '<text x="590" y="300" font-size="18" text-anchor="middle" fill="#8b93ad">after: space reserved</text>',
  ].join('\n'),
)

const logo = svg(
  128,
  128,
  [
    '<rect width="128" height="128" rx="28" fill="#1f2933"/>',
    '<path d="M40 34h52v14H56v14h30v14H56v26H40Z" fill="#f5f1e8"/>',
    '<circle cx="92" cy="92" r="10" fill="#e8a33d"/>',
  ].join('\n'),
)

/** File name → SVG source for every non-cover image of the demo. */
export const ILLUSTRATIONS: Record<string, string> = {
  'logo.svg': logo,
  'site-cover.svg': coverSvg({ word: 'Folio', motif: 'grid', hue: 28 }),
  'database-diagram.svg': databaseDiagram,
  'block-stack.svg': blockStack,
  'lisbon-tram.svg': tram,
  'kumano-trail.svg': trail,
  'layout-shift.svg': layoutShift,
}
