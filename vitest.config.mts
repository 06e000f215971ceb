import react from '@vitejs/plugin-react'
import { fileURLToPath } from 'node:url'
import { defineConfig } from 'vitest/config'

export default defineConfig({
  plugins: [react()],
  resolve: { alias: { '@': fileURLToPath(new URL('.', import.meta.url)) } },
  test: {
    // Only __tests__: Playwright specs under e2e/ must never be collected by vitest.
    include: ['__tests__/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    globals: true,
    setupFiles: ['__tests__/setup.ts'],
    globalSetup: ['__tests__/global-tmpdir.ts'],
    testTimeout: 20_000,
  },
})
