// Fireworks on every click (four colours by default, FIREWORKS_COLORS).
import { useCallback } from 'react'
import { createCanvasLoop } from './canvas-loop'
import { EffectCanvas, type EffectSetup } from './EffectCanvas'
import { burst, drawParticles } from './fireworks'

export function Fireworks({ colors }: { colors: string[] }) {
  const setup = useCallback<EffectSetup>(
    (canvas, ctx) => {
      let particles: ReturnType<typeof burst> = []
      const loop = createCanvasLoop(canvas, ctx, (c, width, height) => {
        c.clearRect(0, 0, width, height)
        particles = drawParticles(c, particles)
        return particles.length > 0
      })
      const onClick = (event: MouseEvent) => {
        particles = particles.concat(burst(event.clientX, event.clientY, colors))
        loop.start()
      }
      window.addEventListener('click', onClick)
      return () => {
        window.removeEventListener('click', onClick)
        loop.destroy()
      }
    },
    [colors],
  )
  return <EffectCanvas name="fireworks" setup={setup} />
}
