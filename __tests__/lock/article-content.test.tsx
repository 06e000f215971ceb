// The lock screen and ArticleContent in the browser: what is requested, what is shown, what
// is remembered. fetch is a stub; the endpoint itself is tested in handler.test.ts.
import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ArticleContent, preloadLockedArticle } from '@/components/lock/ArticleContent'
import { clearUnlockedForTests, useUnlockedToc } from '@/components/lock/unlocked-store'
import type { PostDetail } from '@/lib/site/types'
import { renderInSite } from '../fixtures/site-context'
import { lockedDetail, unlockAnswer } from './body-fixture'

vi.mock('next/router', async () => (await import('@/__tests__/fixtures/router')).routerModule)

const SECRET = /saffron lighthouse/
const TOKEN_KEY = (id: string) => `folio:unlock:${id}`
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } })

let fetchMock: ReturnType<typeof vi.fn>
const post = lockedDetail()

function sentBodies(): Record<string, unknown>[] {
  return fetchMock.mock.calls.map(([, init]) => JSON.parse(String((init as RequestInit).body)))
}

function TocProbe({ post }: { post: PostDetail }) {
  return <output data-testid="toc">{useUnlockedToc(post).map((e) => e.text).join('|')}</output>
}

function submitPassword(password: string, label = 'Password') {
  const input = screen.getByLabelText(label)
  fireEvent.change(input, { target: { value: password } })
  fireEvent.submit(input.closest('form') as HTMLFormElement)
}

// The lock's code is its own chunk; the server loads it before rendering, as this does.
beforeAll(() => preloadLockedArticle())

beforeEach(() => {
  fetchMock = vi.fn()
  vi.stubGlobal('fetch', fetchMock)
  sessionStorage.clear()
  act(() => clearUnlockedForTests())
})

afterEach(() => vi.unstubAllGlobals())

describe('ArticleContent', () => {
  it('a public post renders its body, no lock screen, no request', async () => {
    const { body } = unlockAnswer()
    renderInSite(<ArticleContent post={lockedDetail({ locked: false })} body={body} />)
    // The renderer is its own chunk (next/dynamic): the body appears once it has loaded.
    expect(await screen.findByText(SECRET)).toBeInTheDocument()
    expect(screen.queryByTestId('lock-screen')).toBeNull()
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('a locked post shows the lock screen and none of the body', () => {
    renderInSite(<ArticleContent post={post} body={null} />)
    expect(screen.getByTestId('lock-screen')).toHaveTextContent('This article is locked')
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password')
    expect(screen.queryByText(SECRET)).toBeNull()
  })

  it('an empty password is refused with a message and no request', () => {
    renderInSite(<ArticleContent post={post} body={null} />)
    submitPassword('')
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter the password.')
    submitPassword('   ')
    expect(fetchMock).not.toHaveBeenCalled()
  })

  it('a wrong password shows "Password Error!" in red with the shake', async () => {
    fetchMock.mockResolvedValue(json(401, { error: 'wrong-password' }))
    renderInSite(<ArticleContent post={post} body={null} />)
    submitPassword('nope')
    const alert = await screen.findByRole('alert')
    expect(alert).toHaveTextContent('Password Error!')
    expect(alert.className).toMatch(/text-red-600/)
    expect(alert.className).toMatch(/shake/)
    expect(alert.className).not.toMatch(/undefined/)
    expect(alert).toHaveAttribute('data-problem', 'wrong')
    expect(sentBodies()).toEqual([{ postId: post.id, password: 'nope' }])
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/unlock')
    expect(screen.queryByText(SECRET)).toBeNull()
    expect(sessionStorage.length).toBe(0)
  })

  it('each wrong attempt shakes again (the message is a new element)', async () => {
    fetchMock.mockImplementation(async () => json(401, { error: 'wrong-password' }))
    renderInSite(<ArticleContent post={post} body={null} />)
    submitPassword('a')
    const first = await screen.findByRole('alert')
    submitPassword('b')
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2))
    await waitFor(() => expect(screen.getByRole('alert')).not.toBe(first))
  })

  it('too many attempts: the try-again text with the minutes the server asked for', async () => {
    fetchMock.mockResolvedValue(json(429, { error: 'rate-limited' }, { 'Retry-After': '121' }))
    renderInSite(<ArticleContent post={post} body={null} />)
    submitPassword('guess')
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts, please try again in 3 min.')
  })

  it('too many attempts in another language, and the generic text without Retry-After', async () => {
    fetchMock.mockResolvedValueOnce(json(429, { error: 'rate-limited' }, { 'Retry-After': '300' }))
    const zh = renderInSite(<ArticleContent post={post} body={null} />, { variant: { locale: 'zh-CN' } })
    submitPassword('guess', '密码')
    expect(await screen.findByRole('alert')).toHaveTextContent('尝试次数过多，请 5 分钟后再试。')
    zh.unmount()
    fetchMock.mockResolvedValueOnce(json(429, { error: 'rate-limited' }))
    renderInSite(<ArticleContent post={post} body={null} />)
    submitPassword('guess')
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts, please try again later.')
  })

  it('a network failure says so and keeps the form', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'))
    renderInSite(<ArticleContent post={post} body={null} />)
    submitPassword('folio')
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not check the password')
    expect(screen.getByTestId('lock-screen')).toBeInTheDocument()
  })

  it('the right password: "Article Unlocked", the body in place, the TOC for the theme, the token remembered', async () => {
    const answer = unlockAnswer()
    fetchMock.mockResolvedValue(json(200, answer))
    const onUnlocked = vi.fn()
    renderInSite(
      <>
        <TocProbe post={post} />
        <ArticleContent post={post} body={null} onUnlocked={onUnlocked} />
      </>,
    )
    expect(screen.getByTestId('toc')).toHaveTextContent('')
    submitPassword('folio')
    expect(await screen.findByText('Article Unlocked')).toBeInTheDocument()
    expect(await screen.findByText(SECRET)).toBeInTheDocument()
    expect(screen.queryByTestId('lock-screen')).toBeNull()
    expect(screen.getByTestId('toc')).toHaveTextContent('The evening')
    expect(onUnlocked).toHaveBeenCalledWith(expect.objectContaining({ id: post.id, toc: answer.toc, wordCount: answer.wordCount }))
    expect(sessionStorage.getItem(TOKEN_KEY(post.id))).toBe(answer.token)
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('folio"')
  })

  it('a language site sends its prefix', async () => {
    fetchMock.mockResolvedValue(json(401, { error: 'wrong-password' }))
    renderInSite(<ArticleContent post={post} body={null} />, { variant: { prefix: '/en' } })
    submitPassword('x')
    await waitFor(() => expect(sentBodies()).toEqual([{ postId: post.id, password: 'x', site: 'en' }]))
  })

  it('a remembered token fetches the body on mount, without the password', async () => {
    const answer = unlockAnswer('v1.1.' + 'B'.repeat(43))
    sessionStorage.setItem(TOKEN_KEY(post.id), answer.token)
    fetchMock.mockResolvedValue(json(200, answer))
    renderInSite(<ArticleContent post={post} body={null} />)
    expect(await screen.findByText(SECRET)).toBeInTheDocument()
    expect(sentBodies()).toEqual([{ postId: post.id, token: answer.token }])
    expect(screen.queryByText('Article Unlocked')).toBeNull()
    expect(screen.queryByTestId('lock-screen')).toBeNull()
  })

  it('a refused token is forgotten and the lock screen comes back', async () => {
    sessionStorage.setItem(TOKEN_KEY(post.id), 'v1.1.stale')
    fetchMock.mockResolvedValue(json(401, { error: 'invalid-token' }))
    renderInSite(<ArticleContent post={post} body={null} />)
    expect(await screen.findByTestId('lock-screen')).toBeInTheDocument()
    await waitFor(() => expect(sessionStorage.getItem(TOKEN_KEY(post.id))).toBeNull())
    expect(fetchMock).toHaveBeenCalledTimes(1)
  })

  it('a token that cannot be checked (network) falls back to the lock screen and stays stored', async () => {
    sessionStorage.setItem(TOKEN_KEY(post.id), 'v1.1.kept')
    fetchMock.mockRejectedValue(new TypeError('offline'))
    renderInSite(<ArticleContent post={post} body={null} />)
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1))
    expect(await screen.findByTestId('lock-screen')).toBeInTheDocument()
    expect(sessionStorage.getItem(TOKEN_KEY(post.id))).toBe('v1.1.kept')
  })
})
