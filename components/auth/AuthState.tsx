// The visitor's sign-in state for any component: `{ enabled: false }` unless the site was
// built with sign-in; then Clerk's state, filled in by ClerkAuthRoot. Never imports Clerk.
import { createContext, useContext } from 'react'
import { AUTH_OFF, type AuthState } from '@/lib/auth/user'

export type { AuthState, AuthUser } from '@/lib/auth/user'

const AuthStateContext = createContext<AuthState>(AUTH_OFF)

export const AuthStateProvider = AuthStateContext.Provider

export function useAuthState(): AuthState {
  return useContext(AuthStateContext)
}
