// The bundle switch for Clerk's browser code. The condition is written out literally in each
// expression that guards an import(): Next replaces it with the value it had at build time,
// so in a keyless build the bundler never follows these imports and no chunk holds Clerk.
// It only decides what is BUNDLED; whether sign-in is on is lib/auth/enabled.ts's call.
import dynamic from 'next/dynamic'

export const ClerkAuthRoot = process.env.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY
  ? dynamic(() => import('./ClerkAuthRoot'))
  : null

export const ClerkScreen = process.env.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY
  ? dynamic(() => import('./ClerkScreen'))
  : null
