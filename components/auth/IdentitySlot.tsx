// How a sign-in screen reaches the theme's layout: layouts get no props for these screens,
// so the page puts the screen's widget (Clerk's form, the result message) here and any
// LayoutSignIn / LayoutSignUp / LayoutDashboard places it with <IdentityWidget />.
import { createContext, useContext, type ReactNode } from 'react'
import type { AuthScreen } from '@/lib/auth/paths'

export interface IdentitySlotValue {
  screen: AuthScreen
  widget: ReactNode
}

const IdentitySlotContext = createContext<IdentitySlotValue | null>(null)

export const IdentitySlotProvider = IdentitySlotContext.Provider

/** Which screen is showing (null outside the sign-in screens). */
export function useIdentityScreen(): AuthScreen | null {
  return useContext(IdentitySlotContext)?.screen ?? null
}

export function IdentityWidget({ className }: { className?: string }) {
  const slot = useContext(IdentitySlotContext)
  if (!slot?.widget) return null
  return (
    <div className={className} data-identity-widget={slot.screen}>
      {slot.widget}
    </div>
  )
}
