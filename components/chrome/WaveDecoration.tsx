// Decorative waves under a banner or above a footer. Hidden below 800 px wide (spec §9), where
// they would crowd a small screen; colours follow the text colour unless set.
interface Props {
  className?: string
  /** Fill of the front wave; the back ones are fainter copies. */
  color?: string
}

/** The breakpoint class; exported so tests and themes agree on it. */
export const WAVE_VISIBILITY = 'hidden min-[800px]:block'

export function WaveDecoration({ className, color = 'currentColor' }: Props) {
  return (
    <div
      aria-hidden
      data-wave-decoration=""
      className={`${WAVE_VISIBILITY} pointer-events-none w-full ${className ?? 'h-16'}`}
    >
      <svg viewBox="0 0 1440 120" preserveAspectRatio="none" className="h-full w-full">
        <path
          fill={color}
          opacity={0.25}
          d="M0 64c160 32 320 48 480 32S800 32 960 32s320 32 480 48v40H0z"
        />
        <path
          fill={color}
          opacity={0.5}
          d="M0 80c200-24 360-32 540-8s340 40 520 24 260-32 380-24v48H0z"
        />
        <path fill={color} d="M0 96c180 16 380 20 560 4s360-28 540-16 260 20 340 16v20H0z" />
      </svg>
    </div>
  )
}
