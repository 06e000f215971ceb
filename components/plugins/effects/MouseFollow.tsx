// A short trail of fading dots behind the pointer. The loop runs only while the trail shows.
import { useCallback } from 'react'
import { createCanvasLoop } from './canvas-loop'
import { EffectCanvas, type EffectSetup } from './EffectCanvas'

interface Dot {
  x: number
  y: number
  life: number
}

export function MouseFollow({ color }: { color: string }) {
  const setup = useCallback<EffectSetup>(
    (canvas, ctx) => {
      let trail: Dot[] = []
      const loop = createCanvasLoop(canvas, ctx, (c, width, height) => {
        c.clearRect(0, 0, width, height)
        c.fillStyle = color
        trail = trail.filter((d) => (d.life -= 0.05) > 0)
        for (const d of trail) {
          c.globalAlpha = d.life
          c.beginPath()
          c.arc(d.x, d.y, 4 * d.life, 0, Math.PI * 2)
          c.fill()
        }
        c.globalAlpha = 1
        return trail.length > 0
      })
      const onMove = (e: PointerEvent) => {
        trail.push({ x: e.clientX, y: e.clientY, life: 1 })
        if (trail.length > 40) trail.shift()
        loop.start()
      }
      window.addEventListener('pointermove', onMove)
      return () => {
        window.removeEventListener('pointermove', onMove)
        loop.destroy()
      }
    },
    [color],
  )
  return <EffectCanvas name="mouse-follow" setup={setup} />
}
