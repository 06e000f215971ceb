// Canvas nest: drifting dots joined by faint lines when close, drawn towards the pointer.
import { useCallback } from 'react'
import { createCanvasLoop } from './canvas-loop'
import { EffectCanvas, type EffectSetup } from './EffectCanvas'

interface Dot {
  x: number
  y: number
  vx: number
  vy: number
}

const REACH = 110
const POINTER_REACH = 180

function dots(width: number, height: number): Dot[] {
  const count = Math.min(90, Math.round((width * height) / 16000))
  return Array.from({ length: count }, () => ({
    x: Math.random() * width,
    y: Math.random() * height,
    vx: (Math.random() - 0.5) * 0.8,
    vy: (Math.random() - 0.5) * 0.8,
  }))
}

export function Nest() {
  const setup = useCallback<EffectSetup>((canvas, ctx) => {
    let all: Dot[] = []
    const pointer = { x: -1e4, y: -1e4 }
    const loop = createCanvasLoop(canvas, ctx, (c, width, height) => {
      if (all.length === 0) all = dots(width, height)
      c.clearRect(0, 0, width, height)
      c.fillStyle = 'rgba(120, 120, 140, 0.6)'
      for (const d of all) {
        d.x += d.vx
        d.y += d.vy
        if (d.x < 0 || d.x > width) d.vx = -d.vx
        if (d.y < 0 || d.y > height) d.vy = -d.vy
        c.fillRect(d.x - 1, d.y - 1, 2, 2)
      }
      for (const [i, a] of all.entries()) {
        for (const b of [...all.slice(i + 1), pointer]) {
          const reach = b === pointer ? POINTER_REACH : REACH
          const distance = Math.hypot(a.x - b.x, a.y - b.y)
          if (distance >= reach) continue
          c.strokeStyle = `rgba(120, 120, 140, ${(1 - distance / reach) * 0.5})`
          c.beginPath()
          c.moveTo(a.x, a.y)
          c.lineTo(b.x, b.y)
          c.stroke()
        }
      }
      return true
    })
    const onMove = (e: PointerEvent) => Object.assign(pointer, { x: e.clientX, y: e.clientY })
    const onLeave = () => Object.assign(pointer, { x: -1e4, y: -1e4 })
    window.addEventListener('pointermove', onMove)
    document.addEventListener('pointerleave', onLeave)
    loop.start()
    return () => {
      window.removeEventListener('pointermove', onMove)
      document.removeEventListener('pointerleave', onLeave)
      loop.destroy()
    }
  }, [])
  return <EffectCanvas name="nest" setup={setup} behind />
}
