// Small landscape "photos" for the block tour's image gallery (SVG, deterministic).
const photo = (w: number, h: number, sky: string, ground: string, sun: string, ridge: string, label: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}" font-family="system-ui,sans-serif">
<rect width="${w}" height="${h}" fill="${sky}"/>
<circle cx="${Math.round(w * 0.72)}" cy="${Math.round(h * 0.3)}" r="${Math.round(h * 0.11)}" fill="${sun}"/>
<path d="${ridge}" fill="${ground}"/>
<text x="24" y="${h - 24}" font-size="22" fill="#ffffff" fill-opacity="0.9">${label}</text>
</svg>
`

export const GALLERY: Record<string, string> = {
  'gallery-dunes.svg': photo(600, 400, '#f6d8a8', '#d89a4e', '#fff3d6', 'M0 300 C150 230 260 330 400 270 C500 230 560 260 600 250 V400 H0 Z', 'Dunes at noon'),
  'gallery-harbour.svg': photo(600, 400, '#bcd9ea', '#2f5d7c', '#fdf6e3', 'M0 320 H600 V400 H0 Z M80 320 l40 -90 l40 90 Z M400 320 l30 -70 l30 70 Z', 'Harbour, early'),
  'gallery-forest.svg': photo(600, 400, '#d7ead9', '#2f6b47', '#f4f9e9', 'M0 330 L60 220 L120 330 L180 200 L240 330 L300 180 L360 330 L420 210 L480 330 L540 230 L600 330 V400 H0 Z', 'Pines after rain'),
}
