// The class that makes a card rise into view, while MATERY_ENTRANCE_ANIMATION is on.
import { useMateryConfig } from '../useMateryConfig'
import styles from './entrance.module.css'

export function useEntrance(): string {
  return useMateryConfig().MATERY_ENTRANCE_ANIMATION ? (styles.rise ?? '') : ''
}
