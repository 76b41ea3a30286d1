import { defineConfig } from 'vitest/config'

// Workspace packages resolve each other's TypeScript source through the
// "@tamga/source" export condition, so no package has to be built before testing.
export default defineConfig({
  resolve: { conditions: ['@tamga/source'] },
  ssr: { resolve: { conditions: ['@tamga/source'] } },
  test: {
    include: [
      'packages/*/src/**/*.test.ts',
      'packages/*/test/**/*.test.ts',
      'apps/*/src/**/*.test.{ts,tsx}',
      'tests/**/*.test.ts',
    ],
    environment: 'node',
  },
})
