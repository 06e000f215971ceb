import { defineConfig, devices } from '@playwright/test'
import { CONFIGURED_DIST_DIR, CONFIGURED_PORT, CONFIGURED_SETTINGS } from './e2e/configured/settings'
import { SUBPATH_DIST_DIR, SUBPATH_PORT, SUBPATH_SETTINGS } from './e2e/subpath/settings'
import { EXPORT_STATIC_PORT } from './e2e/export/settings'
import { SCALE_DIST_DIR, SCALE_PORT, SCALE_SETTINGS } from './e2e/scale/settings'

const PORT = Number(process.env.E2E_PORT ?? 3100)
const browser = {
  ...devices['Desktop Chrome'],
  channel: undefined,
  launchOptions: {
    // Debian's Chromium; Playwright never downloads a browser here.
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync',
    ],
  },
}

// The production servers the specs run against (the builds test-all.sh makes).
const servers = [
    {
      command: `npx tsx scripts/serve.ts -H 127.0.0.1 -p ${PORT}`,
      url: `http://127.0.0.1:${PORT}/robots.txt`,
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    {
      command: `npx tsx scripts/serve.ts -p ${CONFIGURED_PORT}`,
      url: `http://127.0.0.1:${CONFIGURED_PORT}/robots.txt`,
      env: { ...CONFIGURED_SETTINGS, FOLIO_DIST_DIR: CONFIGURED_DIST_DIR },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
    // The sub-path site is a standalone build: its folder alone, run as the Docker image runs it.
    {
      command: `node serve.js -p ${SUBPATH_PORT}`,
      cwd: `${SUBPATH_DIST_DIR}/standalone`,
      url: `http://127.0.0.1:${SUBPATH_PORT}/blog/robots.txt`,
      env: { ...SUBPATH_SETTINGS, FOLIO_DIST_DIR: SUBPATH_DIST_DIR },
      reuseExistingServer: !process.env.CI,
      timeout: 60_000,
    },
  ]

const SCALE_RUN = process.env.E2E_SERVERS === 'scale'
const scaleServer = {
  command: `npx tsx scripts/serve.ts -H 127.0.0.1 -p ${SCALE_PORT}`,
  url: `http://127.0.0.1:${SCALE_PORT}/robots.txt`,
  env: { ...SCALE_SETTINGS, FOLIO_DIST_DIR: SCALE_DIST_DIR },
  reuseExistingServer: !process.env.CI,
  timeout: 120_000,
}

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 2,
  // One retry in CI for timing-sensitive browser checks on a loaded 2-core machine.
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  reporter: [['list']],
  use: { screenshot: 'only-on-failure' },
  projects: [
    // The demo with default settings (the build `npm run build` made).
    {
      name: 'default',
      testIgnore: ['configured/**', 'subpath/**', 'themes/**', 'export/**', 'scale/**', 'soak.spec.ts'],
      use: { ...browser, baseURL: `http://127.0.0.1:${PORT}` },
    },
    // Every built theme through every layout, on the same build (e2e/themes/theme-check.spec.ts).
    {
      name: 'themes',
      testMatch: 'themes/**/*.spec.ts',
      use: { ...browser, baseURL: `http://127.0.0.1:${PORT}` },
    },
    // The demo with optional features on (e2e/configured/settings.ts).
    {
      name: 'configured',
      testMatch: 'configured/**/*.spec.ts',
      use: { ...browser, baseURL: `http://127.0.0.1:${CONFIGURED_PORT}` },
    },
    // The demo under SUB_PATH=/blog (e2e/subpath/settings.ts); specs name /blog paths in full.
    {
      name: 'subpath',
      testMatch: 'subpath/**/*.spec.ts',
      use: { ...browser, baseURL: `http://127.0.0.1:${SUBPATH_PORT}` },
    },
    // `npm run export` served as plain files (e2e/export/export.spec.ts): it builds, crawls and
    // serves its own copy, so it needs none of the servers below.
    {
      name: 'export',
      testMatch: 'export/**/*.spec.ts',
      use: { ...browser, baseURL: `http://127.0.0.1:${EXPORT_STATIC_PORT}` },
    },
    // 10,000 synthetic posts (e2e/scale/settings.ts), only with E2E_SERVERS=scale: its build is
    // made by e2e/scale/prepare.ts, not by test-all.sh.
    ...(SCALE_RUN
      ? [{ name: 'scale', testMatch: 'scale/**/*.spec.ts', use: { ...browser, baseURL: `http://127.0.0.1:${SCALE_PORT}` } }]
      : []),
    // The short soak (e2e/soak.spec.ts) loads the default server with 16 connections: it runs
    // alone, after every other project of the run, so no other test shares the machine with it
    // (it made browser checks flaky). Playwright runs a project's dependencies even when only the
    // soak is named (`--no-deps` skips them); with E2E_SERVERS=default it waits for `default`
    // only, so `--project=soak` does not pull in the 294 theme checks.
    {
      name: 'soak',
      testMatch: 'soak.spec.ts',
      dependencies: process.env.E2E_SERVERS === 'default' ? ['default'] : ['default', 'themes', 'configured', 'subpath', 'export'],
      use: { ...browser, baseURL: `http://127.0.0.1:${PORT}` },
    },
  ],
  // scripts/serve.ts, as `npm start` serves: the default build bound to 127.0.0.1 (e2e/serving.spec.ts).
  // E2E_SERVERS=default starts only the default build's server (for `--project=default|themes`).
  // E2E_SERVERS=none starts none (for `--project=export`).
  // E2E_SERVERS=scale starts only the scale build's (for `--project=scale`).
  webServer:
    process.env.E2E_SERVERS === 'default' ? servers.slice(0, 1)
    : process.env.E2E_SERVERS === 'none' ? []
    : SCALE_RUN ? [scaleServer]
    : servers,
})
