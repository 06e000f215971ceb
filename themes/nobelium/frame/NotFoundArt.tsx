// nobelium's 404 picture: a lone sheet of paper with a folded corner and a question mark,
// drawn in the text colour so it follows light and dark.
export function NotFoundArt() {
  return (
    <svg
      data-nobelium="not-found-art"
      aria-hidden="true"
      viewBox="0 0 160 140"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      className="mx-auto h-36 w-40 text-neutral-800 dark:text-neutral-200"
    >
      <path d="M20 124h120" opacity={0.25} />
      <path d="M52 112V22a6 6 0 0 1 6-6h34l22 22v74a6 6 0 0 1-6 6H58a6 6 0 0 1-6-6z" />
      <path d="M92 16v16a6 6 0 0 0 6 6h16" />
      <path d="M74 58a10 10 0 1 1 14 9c-3 1.5-4 3.5-4 6.5v2" />
      <circle cx={84} cy={88} r={1.6} fill="currentColor" />
      <path d="M30 44l6 6m0-6-6 6M126 84l5 5m0-5-5 5" opacity={0.45} />
    </svg>
  )
}
