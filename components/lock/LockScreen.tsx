// The form a locked post shows instead of its body. The password goes to the server, which
// answers with the body or a refusal; an empty field is refused here without a request.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react'
import { part, type ClassNames } from '@/components/kit/class-names'
import { usePageContext } from '@/components/site/SiteContext'
import type { UnlockedArticle } from '@/lib/lock/protocol'
import { useT } from '@/lib/i18n/react'
import { ClosedLock } from './LockIcons'
import { LockMessage, type LockProblem } from './LockMessage'
import { requestUnlock, siteOfPrefix } from './unlock-request'

/** `root`: the form's box; `input`: the password field; `button`: the submit button. */
export type LockScreenPart = 'root' | 'input' | 'button'

export interface LockScreenProps {
  postId: string
  onUnlocked: (article: UnlockedArticle, token: string) => void
  classNames?: ClassNames<LockScreenPart>
}

const ROOT_LOOK = 'mx-auto my-8 max-w-md rounded-lg border border-gray-200 px-6 py-8 dark:border-neutral-700'
const INPUT_LOOK =
  'rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 outline-none focus:border-gray-500 focus:ring-2 focus:ring-gray-200 dark:border-neutral-600 dark:bg-neutral-900 dark:text-neutral-100 dark:focus:ring-neutral-700'
const BUTTON_LOOK =
  'rounded-md bg-gray-900 px-4 py-2 text-sm font-medium text-white hover:bg-gray-700 disabled:opacity-60 dark:bg-neutral-100 dark:text-neutral-900 dark:hover:bg-neutral-300'

export function LockScreen({ postId, onUnlocked, classNames: c = {} }: LockScreenProps) {
  const { t } = useT()
  const site = siteOfPrefix(usePageContext().variant.prefix)
  const [password, setPassword] = useState('')
  const [pending, setPending] = useState(false)
  const [problem, setProblem] = useState<{ kind: LockProblem; attempt: number; retryAfterSeconds?: number | null } | null>(null)
  const input = useRef<HTMLInputElement>(null)
  const inFlight = useRef<AbortController | null>(null)
  const ids = useId()
  useEffect(() => () => inFlight.current?.abort(), [])

  const report = (kind: LockProblem, retryAfterSeconds?: number | null) =>
    setProblem((p) => ({ kind, attempt: (p?.attempt ?? 0) + 1, retryAfterSeconds }))

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (pending) return
    if (!password.trim()) {
      report('empty')
      input.current?.focus()
      return
    }
    const controller = new AbortController()
    inFlight.current = controller
    setPending(true)
    const outcome = await requestUnlock({ postId, password, site }, controller.signal).catch(() => null)
    if (controller.signal.aborted || !outcome) return
    setPending(false)
    if (outcome.kind === 'unlocked') return onUnlocked(outcome.article, outcome.token)
    if (outcome.kind === 'rate-limited') report('rate-limited', outcome.retryAfterSeconds)
    else report(outcome.kind === 'wrong-password' ? 'wrong' : 'failed')
    input.current?.select()
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby={`${ids}-title`}
      data-testid="lock-screen"
      className={part('text-center', ROOT_LOOK, c.root)}
    >
      <ClosedLock className="mx-auto h-9 w-9 text-gray-400 dark:text-neutral-500" />
      <h2 id={`${ids}-title`} className="mt-3 text-lg font-semibold text-gray-900 dark:text-neutral-100">
        {t.lock.title}
      </h2>
      <p className="mt-1 text-sm text-gray-500 dark:text-neutral-400">{t.lock.description}</p>
      <div className="mt-5 flex gap-2">
        <label htmlFor={`${ids}-password`} className="sr-only">
          {t.lock.passwordLabel}
        </label>
        <input
          ref={input}
          id={`${ids}-password`}
          type="password"
          autoComplete="off"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          placeholder={t.lock.passwordPlaceholder}
          aria-invalid={problem?.kind === 'wrong' || problem?.kind === 'empty'}
          aria-describedby={problem ? `${ids}-message` : undefined}
          className={part('min-w-0 flex-1', INPUT_LOOK, c.input)}
        />
        <button
          type="submit"
          disabled={pending}
          className={part('shrink-0', BUTTON_LOOK, c.button)}
        >
          {pending ? t.lock.checking : t.lock.submit}
        </button>
      </div>
      {problem ? <LockMessage key={problem.attempt} problem={problem.kind} retryAfterSeconds={problem.retryAfterSeconds} id={`${ids}-message`} /> : null}
    </form>
  )
}
