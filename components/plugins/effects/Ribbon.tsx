// Ribbons: a band of coloured triangles zig-zagging across the window, drawn once and drawn
// anew on every click. Nothing animates, so there is no loop to stop.
import { useCallback } from 'react'
import { EffectCanvas, type EffectSetup } from './EffectCanvas'

const BAND = 90

export function drawRibbon(ctx: CanvasRenderingContext2D, width: number, height: number, random: () => number = Math.random) {
  ctx.clearRect(0, 0, width, height)
  ctx.globalAlpha = 0.5
  // A point that leaves the window is put back near the middle.
  const clampY = (y: number): number => (y > height || y < 0 ? height / 2 + (random() - 0.5) * height * 0.5 : y)
  let a = { x: 0, y: height * 0.7 + BAND }
  let b = { x: 0, y: height * 0.7 - BAND }
  let hue = random() * 360
  while (b.x < width + BAND) {
    const c = { x: b.x + (random() * 2 - 0.25) * BAND, y: clampY(b.y + (random() * 2 - 1.1) * BAND) }
    ctx.beginPath()
    ctx.moveTo(a.x, a.y)
    ctx.lineTo(b.x, b.y)
    ctx.lineTo(c.x, c.y)
    ctx.closePath()
    hue = (hue + 12 + random() * 12) % 360
    ctx.fillStyle = `hsl(${Math.round(hue)}, 80%, 60%)`
    ctx.fill()
    a = b
    b = c
  }
  ctx.globalAlpha = 1
}

export function Ribbon() {
  const setup = useCallback<EffectSetup>((canvas, ctx) => {
    const draw = () => {
      const ratio = Math.min(window.devicePixelRatio || 1, 2)
      canvas.width = Math.floor(window.innerWidth * ratio)
      canvas.height = Math.floor(window.innerHeight * ratio)
      ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
      drawRibbon(ctx, window.innerWidth, window.innerHeight)
    }
    draw()
    window.addEventListener('click', draw)
    window.addEventListener('resize', draw)
    return () => {
      window.removeEventListener('click', draw)
      window.removeEventListener('resize', draw)
    }
  }, [])
  return <EffectCanvas name="ribbon" setup={setup} behind className="opacity-60" />
}
