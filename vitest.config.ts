import { availableParallelism } from 'node:os'
import { configDefaults, defineConfig } from 'vitest/config'

// Workspace packages resolve each other's TypeScript source through the
// "@tamga/source" export condition, so no package has to be built before testing.
const resolve = { conditions: ['@tamga/source'] }
const ssr = { resolve: { conditions: ['@tamga/source'], externalConditions: ['@tamga/source'] } }

// The PostgreSQL server the database tests make their databases on (a fresh one per suite),
// decided here once and handed to every test file as TAMGA_TEST_DATABASE_URL: the one named by
// TAMGA_TEST_DATABASE_URL or DATABASE_URL, or in CI the machine's own. A newcomer has none: the
// suites that need PostgreSQL are then listed as skipped, and everything else runs on PGlite.
const postgresUrl =
  process.env.TAMGA_TEST_DATABASE_URL ||
  process.env.DATABASE_URL ||
  (process.env.CI === 'true' ? 'postgres://root@127.0.0.1:5432/postgres' : '')

// Test databases hash hundreds of throwaway passwords: at argon2's standard cost each takes a
// sixth of a second of both cores, a third of the server's unit tests. They hash at argon2's
// smallest cost instead, set here so the browser project's server (started in this process) and
// every worker inherit it; the tests that time a hash set the standard cost for themselves.
process.env.TAMGA_ARGON2_COST ||= 'm=1024,t=1,p=1'

const UNIT_FILES = [
  'packages/*/src/**/*.test.ts',
  'packages/*/test/**/*.test.ts',
  'apps/*/src/**/*.test.{ts,tsx}',
  'tests/**/*.test.ts',
]

// Unit files that assert on process-wide state a module keeps, and so need a module graph of
// their own: which ECharts parts are registered (ECharts keeps one registry per process), where
// a part registered by another file would hide one a chart view forgot to ask for.
const NEEDS_FRESH_MODULES = [
  'packages/renderer/src/chart/compile/echartsParts.test.ts',
  'packages/renderer/src/chart/compile/chartOption.test.ts',
]

const UNIT_TIMEOUTS = {
  environment: 'node',
  // Hooks migrate and seed real databases, and a test may compile every Lambda fixture:
  // seconds each on a loaded two-core machine, so vitest's 10 s / 5 s defaults fail on load
  // rather than on a fault. A hang still fails.
  hookTimeout: 60_000,
  testTimeout: 30_000,
} as const

export default defineConfig({
  resolve,
  ssr,
  test: {
    env: postgresUrl === '' ? {} : { TAMGA_TEST_DATABASE_URL: postgresUrl },
    // Vitest's default is one worker fewer than the cores: one on a two-core machine, where two
    // run the unit files in about half the time.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: UNIT_FILES,
          exclude: [...configDefaults.exclude, ...NEEDS_FRESH_MODULES],
          // The unit files of a worker share one module graph instead of evaluating Fastify,
          // PGlite, React and the rest anew for each of 300 files: the unit project takes half
          // the time. Files that need modules no other file has touched run in unit-isolated.
          isolate: false,
          ...UNIT_TIMEOUTS,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          include: NEEDS_FRESH_MODULES,
          ...UNIT_TIMEOUTS,
        },
      },
      {
        extends: true,
        test: {
          // The portal in headless Chromium against real servers (built portal, embedded
          // database seeded with examples/heritage, a loopback SMTP server), started once: two
          // files run at once, each against a server of its own (globalSetup.ts starts one per
          // worker). A file spends much of its time waiting on Chromium and its server, which one
          // file at a time left a third of two cores idle. They run after the unit files.
          name: 'browser',
          include: ['apps/portal/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          globalSetup: ['apps/portal/e2e/globalSetup.ts'],
          maxWorkers: 2,
          sequence: { groupOrder: 1 },
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
