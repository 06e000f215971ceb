import type { Dictionary } from '../dictionary'
import type { Locale } from '../locale'
import { enUS } from './en-US'
import { frFR } from './fr-FR'
import { jaJP } from './ja-JP'
import { trTR } from './tr-TR'
import { zhCN } from './zh-CN'
import { zhHK } from './zh-HK'
import { zhTW } from './zh-TW'

export const DICTIONARIES: Readonly<Record<Locale, Dictionary>> = {
  'en-US': enUS,
  'zh-CN': zhCN,
  'zh-HK': zhHK,
  'zh-TW': zhTW,
  'fr-FR': frFR,
  'tr-TR': trTR,
  'ja-JP': jaJP,
}
