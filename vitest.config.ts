import { availableParallelism } from 'node:os'
import { defineConfig } from 'vitest/config'

// Workspace packages resolve each other's TypeScript source through the
// "@tamga/source" export condition, so no package has to be built before testing.
const resolve = { conditions: ['@tamga/source'] }
const ssr = { resolve: { conditions: ['@tamga/source'], externalConditions: ['@tamga/source'] } }

export default defineConfig({
  resolve,
  ssr,
  test: {
    // Vitest's default is one worker fewer than the cores: on a two-core machine one, so the
    // unit files and the browser files ran one after the other (about 10 + 10 minutes). Two let
    // the unit files run beside the browser tests, which wait on their server most of the time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: [
            'packages/*/src/**/*.test.ts',
            'packages/*/test/**/*.test.ts',
            'apps/*/src/**/*.test.{ts,tsx}',
            'tests/**/*.test.ts',
          ],
          environment: 'node',
          // Hooks migrate and seed real databases, and a test may compile every Lambda fixture:
          // seconds each on a loaded two-core machine, so vitest's 10 s / 5 s defaults fail on
          // load rather than on a fault. A hang still fails.
          hookTimeout: 60_000,
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          // The portal in headless Chromium against one real server (built portal, embedded
          // database seeded with examples/heritage, a loopback SMTP server), started once.
          name: 'browser',
          include: ['apps/portal/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['apps/portal/e2e/globalSetup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
          // Polls wait on a real server and a real browser, which a loaded machine slows down
          // by seconds (a password check alone hashes with argon2): a second is too short.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
})
