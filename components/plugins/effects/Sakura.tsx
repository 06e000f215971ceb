// Cherry-blossom petals drifting down the window.
import { useCallback } from 'react'
import { createCanvasLoop } from './canvas-loop'
import { EffectCanvas, type EffectSetup } from './EffectCanvas'

interface Petal {
  x: number
  y: number
  size: number
  speed: number
  sway: number
  angle: number
  spin: number
}

const PETALS = 28

function newPetal(width: number, height: number, anywhere: boolean): Petal {
  return {
    x: Math.random() * width,
    y: anywhere ? Math.random() * height : -20,
    size: 6 + Math.random() * 6,
    speed: 0.4 + Math.random() * 0.8,
    sway: Math.random() * Math.PI * 2,
    angle: Math.random() * Math.PI * 2,
    spin: (Math.random() - 0.5) * 0.04,
  }
}

function drawPetal(ctx: CanvasRenderingContext2D, p: Petal) {
  ctx.save()
  ctx.translate(p.x, p.y)
  ctx.rotate(p.angle)
  ctx.fillStyle = 'rgba(255, 183, 197, 0.85)'
  ctx.beginPath()
  ctx.ellipse(0, 0, p.size, p.size / 2, 0, 0, Math.PI * 2)
  ctx.fill()
  ctx.restore()
}

export function Sakura() {
  const setup = useCallback<EffectSetup>((canvas, ctx) => {
    let petals: Petal[] = []
    const loop = createCanvasLoop(canvas, ctx, (c, width, height) => {
      if (petals.length === 0) petals = Array.from({ length: PETALS }, () => newPetal(width, height, true))
      c.clearRect(0, 0, width, height)
      petals = petals.map((p) => {
        p.sway += 0.02
        p.x += Math.sin(p.sway) * 0.6 + 0.3
        p.y += p.speed
        p.angle += p.spin
        return p.y > height + 20 || p.x > width + 20 ? newPetal(width, height, false) : p
      })
      for (const p of petals) drawPetal(c, p)
      return true
    })
    loop.start()
    return () => loop.destroy()
  }, [])
  return <EffectCanvas name="sakura" setup={setup} behind />
}
