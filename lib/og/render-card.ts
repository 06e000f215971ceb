// A social card as PNG bytes, made with Next's own next/og (satori and resvg, bundled with next:
// nothing to install). Kept in memory by content version: drawing one takes ~20 ms (the first
// ~1 s, reading the font), the bytes ~20 kB, so the last 200 cards cost ~4 MB.
import { createElement } from 'react'
import { ImageResponse } from 'next/og'
import { SocialCard } from '@/components/seo/SocialCard'
import { CARD_SIZE } from '@/lib/routes/seo'
import type { CardContent } from './card-content'
import { cardFace, cardFonts } from './card-fonts'

const KEPT = 200
const rendered = new Map<string, Promise<Buffer>>()

// next/og fetches a picture from a CDN for every emoji and a Google font for every script its
// fonts lack; the server must not reach out (and an emoji it cannot fetch fails the whole card).
const EMOJI = /[\p{Extended_Pictographic}\p{Regional_Indicator}\u200d\ufe0f\u20e3]/gu

function drawable(content: CardContent): CardContent {
  const strip = (text: string) => text.replace(EMOJI, '').replace(/\s{2,}/g, ' ').trim()
  return {
    ...content,
    title: strip(content.title),
    description: strip(content.description),
    category: strip(content.category),
    byline: content.byline.map(strip),
  }
}

async function draw(content: CardContent): Promise<Buffer> {
  const shown = drawable(content)
  const fonts = cardFonts(cardFace(shown.lang, [shown.title, shown.description, shown.category, ...shown.byline].join(' ')))
  const image = new ImageResponse(createElement(SocialCard, { content: shown }), {
    ...CARD_SIZE,
    ...(fonts.length > 0 ? { fonts } : {}),
  })
  return Buffer.from(await image.arrayBuffer())
}

/** The card's PNG; one drawing per version however many requests ask at once. */
export function renderCard(content: CardContent, version: string): Promise<Buffer> {
  const kept = rendered.get(version)
  if (kept) {
    rendered.delete(version)
    rendered.set(version, kept)
    return kept
  }
  const drawing = draw(content)
  rendered.set(version, drawing)
  drawing.catch(() => rendered.delete(version))
  while (rendered.size > KEPT) rendered.delete(rendered.keys().next().value as string)
  return drawing
}
