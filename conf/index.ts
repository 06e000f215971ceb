// Every settings group, in the order the README table lists them.
import { adSettings } from './ad'
import { analyticsSettings } from './analytics'
import { animationSettings } from './animation'
import { codeSettings } from './code'
import { commentSettings } from './comment'
import { contactSettings } from './contact'
import { devSettings } from './dev'
import { fontSettings } from './font'
import { imageSettings } from './image'
import { notionSettings } from './notion'
import { pluginSettings } from './plugin'
import { postSettings } from './post'
import { rightClickMenuSettings } from './right-click-menu'
import { securitySettings } from './security'
import { siteSettings } from './site'
import { widgetSettings } from './widget'

export const settingGroups = {
  site: siteSettings,
  post: postSettings,
  notion: notionSettings,
  image: imageSettings,
  font: fontSettings,
  code: codeSettings,
  comment: commentSettings,
  analytics: analyticsSettings,
  ad: adSettings,
  animation: animationSettings,
  widget: widgetSettings,
  plugin: pluginSettings,
  rightClickMenu: rightClickMenuSettings,
  contact: contactSettings,
  security: securitySettings,
  dev: devSettings,
}

export type SettingGroupName = keyof typeof settingGroups
