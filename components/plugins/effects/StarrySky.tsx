// A starry sky in dark mode: twinkling stars and a shooting star now and then. In light mode
// the loop is stopped (stars would not show), and it starts again when the page turns dark.
import { useCallback } from 'react'
import { createCanvasLoop } from './canvas-loop'
import { EffectCanvas, type EffectSetup } from './EffectCanvas'

interface Star {
  x: number
  y: number
  radius: number
  phase: number
}

interface Meteor {
  x: number
  y: number
  life: number
}

const isDark = () => document.documentElement.classList.contains('dark')

function stars(width: number, height: number): Star[] {
  const count = Math.min(160, Math.round((width * height) / 9000))
  return Array.from({ length: count }, () => ({
    x: Math.random() * width,
    y: Math.random() * height,
    radius: 0.4 + Math.random() * 1.2,
    phase: Math.random() * Math.PI * 2,
  }))
}

export function StarrySky() {
  const setup = useCallback<EffectSetup>((canvas, ctx) => {
    let sky: Star[] = []
    let meteor: Meteor | null = null
    const loop = createCanvasLoop(canvas, ctx, (c, width, height) => {
      if (sky.length === 0) sky = stars(width, height)
      c.clearRect(0, 0, width, height)
      c.fillStyle = '#ffffff'
      for (const s of sky) {
        s.phase += 0.03
        c.globalAlpha = 0.35 + 0.65 * Math.abs(Math.sin(s.phase))
        c.beginPath()
        c.arc(s.x, s.y, s.radius, 0, Math.PI * 2)
        c.fill()
      }
      if (!meteor && Math.random() < 0.004) meteor = { x: Math.random() * width, y: 0, life: 1 }
      if (meteor) {
        c.globalAlpha = meteor.life
        c.strokeStyle = '#ffffff'
        c.beginPath()
        c.moveTo(meteor.x, meteor.y)
        c.lineTo(meteor.x - 60, meteor.y - 30)
        c.stroke()
        meteor = { x: meteor.x + 8, y: meteor.y + 4, life: meteor.life - 0.02 }
        if (meteor.life <= 0) meteor = null
      }
      c.globalAlpha = 1
      return isDark()
    })
    const follow = () => (isDark() ? loop.start() : (loop.stop(), ctx.clearRect(0, 0, loop.width, loop.height)))
    const observer = new MutationObserver(follow)
    observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] })
    follow()
    return () => {
      observer.disconnect()
      loop.destroy()
    }
  }, [])
  return <EffectCanvas name="starry-sky" setup={setup} behind />
}
