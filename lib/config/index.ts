// Server-side entry to the configuration. (Browser code receives settings through
// pickPublicConfig in page props and should not import this.)
export { coerceSettingValue } from './coerce'
export { defineBlogConfig, type BlogConfig } from './define-blog-config'
export { isValidLanguageTag, normaliseLanguageTag } from './language-tag'
export { baseConfigSources, loadBaseConfig, resetBaseConfig } from './load-base-config'
export { parseNotionPageIds, type NotionPageIds } from './notion-page-ids'
export {
  ConfigError,
  formatConfigProblem,
  reportConfigProblems,
  type ConfigProblem,
  type ConfigSource,
} from './problems'
export { pickPublicConfig, pickPublicSettings } from './public-config'
export { resolveSettings, type ConfigSources } from './resolve-settings'
export { envOnly, flagsOf, secret, strict } from './setting-flags'
export { settingsEnv } from './system-env'
export { resolveSiteConfig, withWorkspaceConfig, type ResolvedSiteConfig } from './site-config'
export {
  siteConfigSchema,
  type PublicSettingKey,
  type SecretSettingKey,
  type SettingKey,
  type SiteConfig,
} from './site-schema'
