// Generated cover art: a two-colour gradient, a geometric motif and one word. Deterministic
// (the "randomness" is seeded by the word), small (about 1-2 KB each), no downloads.

export type Motif = 'circles' | 'stripes' | 'triangles' | 'grid' | 'waves' | 'dots'

export interface CoverArt {
  word: string
  motif: Motif
  /** Base hue, 0-360. */
  hue: number
}

const W = 1200
const H = 630

/** A tiny seeded generator (LCG) so every cover is stable across runs. */
function seeded(seed: string): () => number {
  let state = 0
  for (const ch of seed) state = (state * 31 + ch.charCodeAt(0)) >>> 0
  return () => {
    state = (state * 1664525 + 1013904223) >>> 0
    return state / 2 ** 32
  }
}

const round = (n: number) => Math.round(n)

function motifShapes(motif: Motif, rand: () => number): string {
  switch (motif) {
    case 'circles':
      return Array.from({ length: 6 }, () => {
        const r = round(60 + rand() * 220)
        return `<circle cx="${round(rand() * W)}" cy="${round(rand() * H)}" r="${r}" fill="none" stroke="#fff" stroke-width="${round(2 + rand() * 10)}"/>`
      }).join('')
    case 'stripes':
      return Array.from({ length: 12 }, (_, i) => {
        const x = i * 130 - 300
        return `<path d="M${x} ${H}L${x + 400} 0" stroke="#fff" stroke-width="${round(4 + rand() * 30)}"/>`
      }).join('')
    case 'triangles':
      return Array.from({ length: 9 }, () => {
        const x = round(rand() * W)
        const y = round(rand() * H)
        const s = round(60 + rand() * 160)
        return `<path d="M${x} ${y - s}L${x + s} ${y + s}L${x - s} ${y + s}Z" fill="#fff" opacity="${(0.3 + rand() * 0.5).toFixed(2)}"/>`
      }).join('')
    case 'grid':
      return `<pattern id="g" width="60" height="60" patternUnits="userSpaceOnUse"><rect x="8" y="8" width="44" height="44" rx="6" fill="none" stroke="#fff" stroke-width="3"/></pattern><rect width="${W}" height="${H}" fill="url(#g)"/>`
    case 'waves':
      return Array.from({ length: 7 }, (_, i) => {
        const y = 90 + i * 80
        const a = round(20 + rand() * 40)
        return `<path d="M0 ${y}Q150 ${y - a} 300 ${y}T600 ${y}T900 ${y}T1200 ${y}" fill="none" stroke="#fff" stroke-width="${round(3 + rand() * 8)}"/>`
      }).join('')
    case 'dots':
      return `<pattern id="d" width="40" height="40" patternUnits="userSpaceOnUse"><circle cx="20" cy="20" r="${round(4 + rand() * 6)}" fill="#fff"/></pattern><rect width="${W}" height="${H}" fill="url(#d)"/>`
  }
}

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

export function coverSvg(art: CoverArt): string {
  const rand = seeded(`${art.word}/${art.motif}/${art.hue}`)
  const from = `hsl(${art.hue} 70% 58%)`
  const to = `hsl(${(art.hue + 45) % 360} 60% 30%)`
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>`,
    `<rect width="${W}" height="${H}" fill="url(#bg)"/>`,
    `<g opacity="0.22">${motifShapes(art.motif, rand)}</g>`,
    `<text x="72" y="${H - 80}" fill="#fff" font-family="system-ui,-apple-system,'Segoe UI','Noto Sans CJK SC',sans-serif" font-size="96" font-weight="700" letter-spacing="-1">${escapeXml(art.word)}</text>`,
    '</svg>',
    '',
  ].join('\n')
}
