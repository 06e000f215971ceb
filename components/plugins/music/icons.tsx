// Every icon the music player draws, as inline SVG (currentColor, 1em: the player's buttons
// size them by font-size). react-h5-audio-player's own icons are Iconify icon NAMES, which
// @iconify/react would fetch from Iconify's servers at run time; passing all of these as
// customIcons means it never renders one.
import type { ComponentProps, ReactNode } from 'react'
import type AudioPlayer from 'react-h5-audio-player'

type CustomIcons = NonNullable<ComponentProps<typeof AudioPlayer>['customIcons']>

function Svg({ children, name }: { children: ReactNode; name: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="1em"
      height="1em"
      fill="currentColor"
      aria-hidden="true"
      data-icon={name}
    >
      {children}
    </svg>
  )
}

const line = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const
const SPEAKER = 'M3 9.5h3.5L11 5.5v13l-4.5-4H3z'
const REPEAT =
  'M4 12V9.5A2.5 2.5 0 0 1 6.5 7H19m-3-3 3 3-3 3M20 12v2.5a2.5 2.5 0 0 1-2.5 2.5H5m3 3-3-3 3-3'

export const PLAYER_ICONS: Required<CustomIcons> = {
  play: (
    <Svg name="play">
      <path fillRule="evenodd" d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20Zm-2 5.8v8.4l6.5-4.2Z" />
    </Svg>
  ),
  pause: (
    <Svg name="pause">
      <path
        fillRule="evenodd"
        d="M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20ZM8.8 8h2.2v8H8.8Zm4.2 0h2.2v8H13Z"
      />
    </Svg>
  ),
  previous: (
    <Svg name="previous">
      <path d="M6 6h2v12H6zm3.5 6 8.5 6V6z" />
    </Svg>
  ),
  next: (
    <Svg name="next">
      <path d="M16 6h2v12h-2zM6 18l8.5-6L6 6z" />
    </Svg>
  ),
  rewind: (
    <Svg name="rewind">
      <path d="M11.5 18V6L3 12zm1 -6 8.5 6V6z" />
    </Svg>
  ),
  forward: (
    <Svg name="forward">
      <path d="M3 18l8.5-6L3 6zm9.5-12v12l8.5-6z" />
    </Svg>
  ),
  loop: (
    <Svg name="loop">
      <path {...line} d={REPEAT} />
    </Svg>
  ),
  loopOff: (
    <Svg name="loop-off">
      <path {...line} d={`${REPEAT}M3 3l18 18`} />
    </Svg>
  ),
  volume: (
    <Svg name="volume">
      <path d={SPEAKER} />
      <path {...line} d="M15 9a4.5 4.5 0 0 1 0 6m3-9a8.5 8.5 0 0 1 0 12" />
    </Svg>
  ),
  volumeMute: (
    <Svg name="volume-mute">
      <path d={SPEAKER} />
      <path {...line} d="m15 9.5 5 5m0-5-5 5" />
    </Svg>
  ),
}

export const ListIcon = () => (
  <Svg name="playlist">
    <path d="M4 6h16v2H4zm0 5h16v2H4zm0 5h10v2H4z" />
  </Svg>
)
