// Issue 19's goals as verdicts on measured figures. Pure: the bench prints them, tests pin them.

export const JS_GOAL_KB = 150
export const HTML_GOAL_KB = 60
export const SCORE_GOAL = 98
/** Where SCORE_GOAL is out of reach: points below the floor's score still accepted. */
export const SCORE_FLOOR_MARGIN = 3
/** LCP and TBT may exceed the floor's by this fraction. */
export const TIMING_FLOOR_MARGIN = 0.2
export const CLS_GOAL = 0.02
export const RPS_GOAL_FRACTION = 0.8

export interface Verdict {
  met: boolean
  /** What the figure was compared with, e.g. "≥ 98 or ≥ floor 95 − 3". */
  goal: string
}

const verdict = (met: boolean, goal: string): Verdict => ({ met, goal })
const round = (n: number, digits = 0) => Number(n.toFixed(digits))

export function jsVerdict(fetchedGzipKb: number): Verdict {
  return verdict(fetchedGzipKb <= JS_GOAL_KB, `≤ ${JS_GOAL_KB} kB`)
}

export function htmlVerdict(rawKb: number): Verdict {
  return verdict(rawKb <= HTML_GOAL_KB, `≤ ${HTML_GOAL_KB} kB raw`)
}

/** Performance: 98, or within 3 points of the floor measured in the same run. */
export function performanceVerdict(score: number, floorScore: number): Verdict {
  const minimum = Math.min(SCORE_GOAL, floorScore - SCORE_FLOOR_MARGIN)
  return verdict(score >= minimum, `≥ ${SCORE_GOAL} or ≥ floor ${round(floorScore)} − ${SCORE_FLOOR_MARGIN}`)
}

/** Accessibility, best practices and SEO: 100. */
export function perfectScoreVerdict(score: number): Verdict {
  return verdict(score >= 100, '100')
}

/** LCP or TBT (ms): at most 20 % above the floor's. */
export function timingVerdict(ms: number, floorMs: number): Verdict {
  const limit = floorMs * (1 + TIMING_FLOOR_MARGIN)
  return verdict(ms <= limit, `≤ ${round(limit)} ms (floor + ${TIMING_FLOOR_MARGIN * 100} %)`)
}

export function clsVerdict(cls: number): Verdict {
  return verdict(cls <= CLS_GOAL, `≤ ${CLS_GOAL}`)
}

export function rpsVerdict(rps: number, floorRps: number): Verdict {
  const share = floorRps > 0 ? rps / floorRps : 0
  return verdict(share >= RPS_GOAL_FRACTION, `≥ ${RPS_GOAL_FRACTION * 100} % of the floor`)
}

export const mark = (v: Verdict) => (v.met ? '✓' : '✗')

/** The run whose performance score is the median (the middle one; the lower middle of an even count). */
export function medianRun<T extends { performance: number }>(runs: readonly T[]): T | undefined {
  const sorted = [...runs].sort((a, b) => a.performance - b.performance)
  return sorted[Math.floor((sorted.length - 1) / 2)]
}
