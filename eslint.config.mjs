import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTs from 'eslint-config-next/typescript'

const config = [
  ...nextVitals,
  ...nextTs,
  {
    ignores: ['.next/**', '.next-*/**', 'out/**', '.export-e2e/**', 'node_modules/**', 'snapshot/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'demo/workspace/**'],
  },
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
]

// Only lib/notion talks to Notion's libraries (tests, scripts and benchmarks may use them too):
// everything else reads typed data, so an API or shape change stays in one folder.
config.push({
  files: ['**/*.{ts,tsx,js,jsx,mjs}'],
  ignores: ['lib/notion/**', '__tests__/**', 'scripts/**', 'bench/**'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['notion-client', 'notion-client/*', 'notion-utils', 'notion-utils/*', 'notion-types', 'notion-types/*'],
            message: 'Only lib/notion/ may import notion-client, notion-utils or notion-types: use or add a lib/notion export.',
          },
        ],
      },
    ],
  },
})

export default config
