// The class and style that make the n-th card rise into view, while MATERY_ENTRANCE_ANIMATION
// is on (the stagger repeats every six cards, so a long page never keeps one waiting).
import type { CSSProperties } from 'react'
import { useMateryConfig } from '../useMateryConfig'
import styles from './entrance.module.css'

export function useEntrance(order: number): { className: string; style?: CSSProperties } {
  if (!useMateryConfig().MATERY_ENTRANCE_ANIMATION) return { className: '' }
  // A custom property: React passes it through as written.
  return { className: styles.rise ?? '', style: { '--rise-order': order % 6 } as CSSProperties }
}
