// The line under the password field. A wrong password is red and shakes (spec); the parent
// gives each attempt a new key, so the message is a new element and shakes again.
import { useT } from '@/lib/i18n/react'
import styles from './LockScreen.module.css'

export type LockProblem = 'empty' | 'wrong' | 'rate-limited' | 'failed'

const TONES: Record<LockProblem, string> = {
  empty: 'text-red-600 dark:text-red-400',
  wrong: `font-medium text-red-600 dark:text-red-400 ${styles.shake}`,
  'rate-limited': 'text-amber-700 dark:text-amber-400',
  failed: 'text-gray-600 dark:text-neutral-400',
}

interface Props {
  problem: LockProblem
  id: string
  /** From the server's Retry-After, for 'rate-limited'; the generic text when unknown. */
  retryAfterSeconds?: number | null
}

export function LockMessage({ problem, id, retryAfterSeconds }: Props) {
  const { t, format } = useT()
  const text: Record<LockProblem, string> = {
    empty: t.lock.emptyPassword,
    wrong: t.lock.wrongPassword,
    'rate-limited': retryAfterSeconds
      ? format(t.lock.tooManyAttemptsMinutes, { minutes: Math.ceil(retryAfterSeconds / 60) })
      : t.lock.tooManyAttempts,
    failed: t.lock.failed,
  }
  return (
    <p id={id} role="alert" data-problem={problem} className={`mt-3 text-sm ${TONES[problem]}`}>
      {text[problem]}
    </p>
  )
}
