// Player icons (inline SVG, currentColor).
const base = { viewBox: '0 0 24 24', fill: 'currentColor', 'aria-hidden': true, className: 'h-5 w-5' } as const

export const PlayIcon = () => (
  <svg {...base}>
    <path d="M8 5v14l11-7z" />
  </svg>
)
export const PauseIcon = () => (
  <svg {...base}>
    <path d="M6 5h4v14H6zM14 5h4v14h-4z" />
  </svg>
)
export const PreviousIcon = () => (
  <svg {...base}>
    <path d="M6 6h2v12H6zM9.5 12 18 18V6z" />
  </svg>
)
export const NextIcon = () => (
  <svg {...base}>
    <path d="M16 6h2v12h-2zM6 18l8.5-6L6 6z" />
  </svg>
)
export const ListIcon = () => (
  <svg {...base}>
    <path d="M4 6h16v2H4zM4 11h16v2H4zM4 16h10v2H4z" />
  </svg>
)
