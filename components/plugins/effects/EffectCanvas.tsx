// The <canvas> an effect draws on: fixed over the page, never catching clicks.
// `setup` receives the 2D context and returns its cleanup; no context means no effect.
import { useEffect, useRef } from 'react'

export type EffectSetup = (canvas: HTMLCanvasElement, ctx: CanvasRenderingContext2D) => () => void

interface Props {
  name: string
  setup: EffectSetup
  /** An ambient effect: below headers and menus (which are positioned), not above all. */
  behind?: boolean
  className?: string
}

export function EffectCanvas({ name, setup, behind = false, className = '' }: Props) {
  const ref = useRef<HTMLCanvasElement>(null)
  useEffect(() => {
    const canvas = ref.current
    const ctx = canvas?.getContext('2d')
    if (!canvas || !ctx) {
      console.warn(`[plugins] ${name}: this browser cannot draw on a canvas`)
      return
    }
    return setup(canvas, ctx)
  }, [name, setup])
  return (
    <canvas
      ref={ref}
      aria-hidden="true"
      data-effect={name}
      className={`pointer-events-none fixed inset-0 h-full w-full ${behind ? 'z-0' : 'z-50'} ${className}`}
    />
  )
}
