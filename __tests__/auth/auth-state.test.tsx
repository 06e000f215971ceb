// Sign-in state in components: off by default (no provider, no Clerk), and the shared
// identity frame, account link and result screen built on it.
import { render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { AccountLink } from '@/components/auth/AccountLink'
import { AuthResult } from '@/components/auth/AuthResult'
import { AuthRoot } from '@/components/auth/AuthRoot'
import { AuthStateProvider, useAuthState } from '@/components/auth/AuthState'
import { ClerkAuthRoot, ClerkScreen } from '@/components/auth/clerk-loaders'
import { IdentitySlotProvider } from '@/components/auth/IdentitySlot'
import { DefaultIdentityLayout } from '@/components/theme/DefaultIdentityLayout'
import type { AuthState } from '@/lib/auth/user'
import { renderInSite } from '../fixtures/site-context'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

function ShowState() {
  return <output>{JSON.stringify(useAuthState())}</output>
}

const signedIn: AuthState = { enabled: true, loaded: true, signedIn: true, user: { id: 'u', name: 'Ada', email: '', imageUrl: '' } }
const signedOut: AuthState = { enabled: true, loaded: true, signedIn: false, user: null }

describe('useAuthState without sign-in', () => {
  it('is { enabled: false } with no provider at all', () => {
    render(<ShowState />)
    expect(screen.getByRole('status').textContent).toBe('{"enabled":false}')
  })

  it('stays off under the app root of a keyless build, which adds nothing', () => {
    expect(ClerkAuthRoot).toBeNull()
    expect(ClerkScreen).toBeNull()
    const { container } = render(
      <AuthRoot pageProps={{ __clerk_ssr_state: {} }}>
        <ShowState />
      </AuthRoot>,
    )
    expect(container.innerHTML).toBe('<output>{"enabled":false}</output>')
  })

  it('hides the account link', () => {
    const { container } = renderInSite(<AccountLink />)
    expect(container.innerHTML).toBe('')
  })
})

describe('with sign-in state', () => {
  it('the account link offers sign-in, then the dashboard, keeping the language prefix', () => {
    const { unmount } = renderInSite(
      <AuthStateProvider value={signedOut}>
        <AccountLink />
      </AuthStateProvider>,
      { variant: { prefix: '/en' } },
    )
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('/en/sign-in')
    unmount()
    renderInSite(
      <AuthStateProvider value={signedIn}>
        <AccountLink />
      </AuthStateProvider>,
    )
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe('/dashboard')
  })

  it('the result screen trusts the server until Clerk has loaded', () => {
    const { unmount } = renderInSite(<AuthResult serverSignedIn />)
    expect(screen.getByText('Signed in successfully.')).toBeInTheDocument()
    unmount()
    renderInSite(
      <AuthStateProvider value={signedOut}>
        <AuthResult serverSignedIn />
      </AuthStateProvider>,
    )
    expect(screen.getByText('Sign-in failed. Please try again.')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Sign in' })).toBeInTheDocument()
  })
})

describe('shared identity frame', () => {
  it('titles the screen and places its widget', () => {
    renderInSite(
      <IdentitySlotProvider value={{ screen: 'sign-up', widget: <p>clerk form here</p> }}>
        <DefaultIdentityLayout />
      </IdentitySlotProvider>,
    )
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign up')
    expect(screen.getByText('clerk form here').closest('[data-identity-widget]')?.getAttribute('data-identity-widget')).toBe('sign-up')
  })

  it('renders a bare frame outside the sign-in screens', () => {
    renderInSite(<DefaultIdentityLayout />)
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Sign in')
    expect(document.querySelector('[data-identity-widget]')).toBeNull()
  })
})
