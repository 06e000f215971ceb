// Sends a site form: checks the fields, drops what a bot sent (the honeypot), then posts to the
// endpoint (waiting at most 15 s) or opens the visitor's mail app. The status drives the message.
import { useState, type FormEvent } from 'react'
import { HONEYPOT_FIELD, mailtoHref, type FormEndpoint } from './form-endpoint'

export type FormStatus = 'idle' | 'invalid' | 'sending' | 'sent' | 'failed' | 'mail'

const TIMEOUT_MS = 15_000

/** The visible fields' values, without the honeypot. */
function fieldsOf(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {}
  for (const [name, value] of new FormData(form)) {
    if (name !== HONEYPOT_FIELD && typeof value === 'string') fields[name] = value.trim()
  }
  return fields
}

async function post(url: string, fields: Record<string, string>): Promise<boolean> {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  const abort = new AbortController()
  const timer = setTimeout(() => abort.abort(), TIMEOUT_MS)
  try {
    const response = await fetch(url, { method: 'POST', body, headers: { Accept: 'application/json' }, signal: abort.signal })
    return response.ok
  } catch {
    return false
  } finally {
    clearTimeout(timer)
  }
}

/** `validate` returns the first problem's message, or '' when the fields are good. */
export function useFormSend(endpoint: FormEndpoint, subject: string, validate: (fields: Record<string, string>) => string) {
  const [status, setStatus] = useState<FormStatus>('idle')
  const [problem, setProblem] = useState('')

  async function onSubmit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault()
    const form = e.currentTarget
    const trap = form.elements.namedItem(HONEYPOT_FIELD)
    if (trap instanceof HTMLInputElement && trap.value !== '') return setStatus('sent')
    const fields = fieldsOf(form)
    const found = validate(fields)
    setProblem(found)
    if (found) return setStatus('invalid')
    if (endpoint.kind === 'mailto') {
      window.location.href = mailtoHref(endpoint.address, subject, fields)
      return setStatus('mail')
    }
    setStatus('sending')
    const ok = await post(endpoint.url, fields)
    setStatus(ok ? 'sent' : 'failed')
    if (ok) form.reset()
  }

  return { status, problem, onSubmit }
}
