// How Notion is reached and read. All of it is envOnly: the workspace's own Config row must not
// redirect fetching, read tokens, or rename the columns it is itself read through.
import { z } from 'zod'
import { count, httpUrl, notionPageIds } from '@/lib/config/field-types'
import { envOnly, secret, strict } from '@/lib/config/setting-flags'

const propertyName = (name: string) =>
  envOnly(
    z.string().min(1).default(name).describe(`Name of the database property read as "${name}"`),
  )

const rowLabel = (label: string, meaning: string) =>
  envOnly(z.string().min(1).default(label).describe(`${meaning} (matched case-insensitively)`))

export const notionSettings = z.object({
  // Strict: a typo must stop the build, not silently publish the bundled demo.
  NOTION_PAGE_ID: strict(
    envOnly(
      notionPageIds()
        .default('')
        .describe('Blog database page id; per language: id,en:id2,ja-JP:id3 (empty: the demo)'),
    ),
  ),
  NOTION_API_BASE_URL: envOnly(
    httpUrl().default('https://app.notion.com/api/v3').describe('Base URL of the Notion API'),
  ),
  NOTION_HOST: envOnly(
    httpUrl().default('https://www.notion.so').describe('Notion host for the image proxy'),
  ),
  NOTION_TOKEN_V2: secret(
    z.string().default('').describe('token_v2 cookie, for a private workspace'),
  ),
  NOTION_ACTIVE_USER: secret(
    z.string().default('').describe('Notion user id matching NOTION_TOKEN_V2'),
  ),
  NOTION_API_TOKEN: secret(
    z
      .string()
      .default('')
      .describe(
        "Secret of an internal integration the blog database is shared with (or a personal access token): reads the workspace through Notion's public API instead of /api/v3 (empty: /api/v3)",
      ),
  ),
  NOTION_PUBLIC_API_URL: envOnly(
    httpUrl()
      .default('https://api.notion.com')
      .describe("Origin of Notion's public API, read with NOTION_API_TOKEN (paths /v1/…)"),
  ),
  NOTION_PUBLIC_API_RATE: envOnly(
    count(1, 1000)
      .default(3)
      .describe("Average requests a second to Notion's public API (it allows about 3 per integration)"),
  ),
  NOTION_SNAPSHOT_DIR: envOnly(
    z
      .string()
      .default('')
      .describe(
        'Folder of recorded workspace data to read instead of calling Notion (empty: call Notion)',
      ),
  ),
  NOTION_CONCURRENCY: envOnly(
    count(1, 32).default(3).describe('Notion requests in flight at once'),
  ),
  NOTION_TIMEOUT_MS: envOnly(
    count(100).default(15000).describe('Timeout of one Notion request, ms'),
  ),
  NOTION_RETRIES: envOnly(
    count(0, 10).default(3).describe('Retries of a failed Notion request (429, 5xx, timeouts)'),
  ),
  NOTION_RETRY_BASE_MS: envOnly(
    count(1).default(1000).describe('First retry delay, ms (doubles each time; Retry-After wins)'),
  ),
  NOTION_MAX_RETRY_DELAY_MS: envOnly(
    count(1).default(65000).describe('Longest wait before a retry, ms (caps Retry-After too; Notion asks about 60 s after a 429)'),
  ),
  NOTION_INDEX_TTL_SECONDS: envOnly(
    count(0).default(60).describe('Seconds the fetched site index is reused before refetching'),
  ),
  // Read from the environment when the server starts (next.config.ts, lib/shared-cache/store.ts).
  REDIS_URL: secret(
    z
      .string()
      .default('')
      .describe(
        'Redis shared by several instances (redis://[user:password@]host:6379): regenerated pages, the Notion cache and its refresh lock, on-demand revalidation and unlock attempt counters (empty: each instance keeps its own, and no Redis code is loaded)',
      ),
  ),
  NOTION_PROPERTY_TITLE: propertyName('title'),
  NOTION_PROPERTY_TYPE: propertyName('type'),
  NOTION_PROPERTY_STATUS: propertyName('status'),
  NOTION_PROPERTY_SLUG: propertyName('slug'),
  NOTION_PROPERTY_CATEGORY: propertyName('category'),
  NOTION_PROPERTY_TAGS: propertyName('tags'),
  NOTION_PROPERTY_DATE: propertyName('date'),
  NOTION_PROPERTY_SUMMARY: propertyName('summary'),
  NOTION_PROPERTY_PASSWORD: propertyName('password'),
  NOTION_PROPERTY_ICON: propertyName('icon'),
  NOTION_PROPERTY_EXT: propertyName('ext'),
  NOTION_PROPERTY_COMMENT: propertyName('comment'),
  NOTION_TYPE_POST: rowLabel('Post', 'type label of posts'),
  NOTION_TYPE_PAGE: rowLabel('Page', 'type label of standalone pages'),
  NOTION_TYPE_NOTICE: rowLabel('Notice', 'type label of the announcement'),
  NOTION_TYPE_MENU: rowLabel('Menu', 'type label of menu links'),
  NOTION_TYPE_SUBMENU: rowLabel('SubMenu', 'type label of submenu links'),
  NOTION_TYPE_CONFIG: rowLabel('Config', 'type label of the Config row'),
  NOTION_STATUS_PUBLISHED: rowLabel('Published', 'status label of listed rows'),
  NOTION_STATUS_INVISIBLE: rowLabel('Invisible', 'status label of rows reachable only by URL'),
})
