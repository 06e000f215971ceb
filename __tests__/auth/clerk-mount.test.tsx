// Clerk's provider comes only with the sign-in pages: on a site built with the Clerk keys,
// ordinary pages (home, articles, 404) render no provider and load no Clerk code. Themes get a
// plain "Sign in" link instead, shown when the page's chrome says sign-in is on.
import { render, screen, within } from '@testing-library/react'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import path from 'node:path'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { AuthPage } from '@/components/auth/AuthPage'
import { SignInLink } from '@/components/auth/SignInLink'
import type { AuthPageProps } from '@/lib/routes/auth-routes'
import App from '@/pages/_app'
import type { SiteData } from '@/lib/data/site-data'
import { buildChrome } from '@/lib/routes/chrome'
import { resolveSiteConfig } from '@/lib/config/site-config'
import { Header as ExampleHeader } from '@/themes/example/frame/Header'
import { TopBar } from '@/themes/medium/frame/TopBar'
import { fixtureChrome, fixtureVariant, renderInSite } from '../fixtures/site-context'
import { renderMedium } from '../themes/medium/render-medium'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

// A keyed build: clerk-loaders hands out Clerk's root and screens (stand-ins that mark themselves).
vi.mock('@/components/auth/clerk-loaders', () => ({
  ClerkAuthRoot: ({ children, pageProps }: { children: ReactNode; pageProps: Record<string, unknown> }) => (
    <div data-clerk-provider={JSON.stringify(pageProps.__clerk_ssr_state ?? null)}>{children}</div>
  ),
  ClerkScreen: ({ screen: name }: { screen: string }) => <p data-clerk-screen={name} />,
}))
vi.mock('@/components/theme/ThemedPage', () => ({
  ThemedPage: ({ layout }: { layout: string }) => <main data-layout={layout} />,
}))

const providers = () => document.querySelectorAll('[data-clerk-provider]')

function NormalPage() {
  return <main>Home</main>
}

function authProps(screen: AuthPageProps['auth']['screen']): AuthPageProps {
  return {
    layout: 'LayoutSignIn',
    variant: fixtureVariant(),
    title: 'Sign in',
    seo: { description: '', canonical: '/sign-in', image: '', type: 'website', keywords: '', jsonLd: {} },
    chrome: fixtureChrome({ signIn: true }),
    themeConfig: {},
    data: {} as AuthPageProps['data'],
    auth: { screen, signedIn: false },
    __clerk_ssr_state: { session: 's' },
  }
}

describe('Clerk only on the sign-in pages (keyed build)', () => {
  it('renders a normal page with no Clerk provider, whatever its props say', () => {
    render(<App Component={NormalPage} pageProps={{ __clerk_ssr_state: {}, chrome: fixtureChrome({ signIn: true }) }} router={undefined as never} />)
    expect(screen.getByText('Home')).toBeInTheDocument()
    expect(providers()).toHaveLength(0)
  })

  it('mounts the provider, with the server state, on each sign-in page', () => {
    for (const name of ['sign-in', 'sign-up', 'dashboard', 'result'] as const) {
      const view = render(<App Component={AuthPage} pageProps={authProps(name)} router={undefined as never} />)
      expect(providers()).toHaveLength(1)
      expect(providers()[0]).toHaveAttribute('data-clerk-provider', '{"session":"s"}')
      view.unmount()
    }
  })

  it('is imported by no page, theme or shared component other than the sign-in page', () => {
    const root = process.cwd()
    const users: string[] = []
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const file = path.join(dir, name)
        if (statSync(file).isDirectory()) walk(file)
        else if (/\.tsx?$/.test(name) && /from ['"](@\/components\/auth|\.)\/(AuthRoot|clerk-loaders|ClerkAuthRoot)['"]/.test(readFileSync(file, 'utf8'))) {
          users.push(path.relative(root, file))
        }
      }
    }
    for (const dir of ['pages', 'themes', 'components']) walk(path.join(root, dir))
    expect(users.sort()).toEqual(['components/auth/AuthPage.tsx', 'components/auth/AuthRoot.tsx'])
  })
})

describe('the sign-in link for headers', () => {
  it('is a plain full-page link to /sign-in (with the language prefix) when sign-in is on', () => {
    renderInSite(<SignInLink className="x" />, { chrome: { signIn: true }, variant: { prefix: '/en' } })
    const link = screen.getByRole('link', { name: 'Sign in' })
    expect(link).toHaveAttribute('href', '/en/sign-in')
    expect(providers()).toHaveLength(0)
  })

  it('renders nothing when sign-in is off or the chrome does not say', () => {
    const { container } = renderInSite(<SignInLink />, { chrome: { signIn: false } })
    expect(container.innerHTML).toBe('')
    const other = renderInSite(<SignInLink />)
    expect(other.container.innerHTML).toBe('')
  })

  it('sits in the medium top bar and the example header only with sign-in on', () => {
    const medium = renderMedium(<TopBar />, { chrome: { signIn: true } })
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in')
    medium.unmount()
    const mediumOff = renderMedium(<TopBar />)
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Sign in' })).toBeNull()
    mediumOff.unmount()
    const example = renderInSite(<ExampleHeader />, { chrome: { signIn: true } })
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in')
    example.unmount()
    renderInSite(<ExampleHeader />)
    expect(within(screen.getByRole('banner')).queryByRole('link', { name: 'Sign in' })).toBeNull()
  })
})

describe('chrome.signIn', () => {
  afterEach(() => vi.unstubAllEnvs())

  it('follows lib/auth/enabled.ts: on with both keys, off when the secret is missing at run time', () => {
    const { config } = resolveSiteConfig({})
    const site = { info: { title: 'T', description: '', icon: '', pageCover: '' }, menus: [], categories: [], tags: [], latest: [], posts: [], archive: [] }
    // Only what buildChrome reads of the site data.
    const data = { site, notice: null, config } as unknown as SiteData
    vi.stubEnv('NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY', 'pk_test_x')
    vi.stubEnv('CLERK_SECRET_KEY', 'sk_test_x')
    expect(buildChrome(data, config).signIn).toBe(true)
    vi.stubEnv('CLERK_SECRET_KEY', '')
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    expect(buildChrome(data, config).signIn).toBe(false)
    vi.stubEnv('NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY', '')
    expect(buildChrome(data, config).signIn).toBe(false)
    warn.mockRestore()
  })
})
