// Resolved settings → the comment backends the browser loads. A backend is on when every one
// of its required settings is set; one that is only partly set stays off and is reported.
import type { CommentSettings } from '@/conf/comment'
import { RULES, type SettingName, type SiteFacts } from './rules'
import type { CommentConfig, CommentKind } from './types'

function isSet(value: unknown): boolean {
  if (typeof value === 'string') return value.trim() !== ''
  if (Array.isArray(value)) return value.length > 0
  return value === true
}

// Settings with an official default (the Utterances script, the Cusdis host) do not switch a
// backend on.
const DEFAULTED: ReadonlySet<SettingName> = new Set(['COMMENT_CUSDIS_HOST', 'COMMENT_UTTERANCES_SCRIPT_URL'])

export function buildCommentConfig(settings: CommentSettings, site: SiteFacts): CommentConfig {
  const backends = RULES.filter((rule) => rule.required.every((name) => isSet(settings[name]))).map(
    (rule) => rule.build(settings, site),
  )
  return { backends }
}

export interface IncompleteBackend {
  kind: CommentKind
  missing: SettingName[]
}

/** Backends the owner started to set up but left off: some settings given, some missing. */
export function incompleteCommentBackends(settings: CommentSettings): IncompleteBackend[] {
  return RULES.flatMap((rule) => {
    const missing = rule.required.filter((name) => !isSet(settings[name]))
    // A switch turned off (COMMENT_WEBMENTION_ENABLED=false) means "off on purpose".
    const switchedOff = rule.required.some((name) => settings[name] === false)
    const started = rule.required.some((name) => !DEFAULTED.has(name) && isSet(settings[name]))
    return started && !switchedOff && missing.length > 0 ? [{ kind: rule.kind, missing }] : []
  })
}
