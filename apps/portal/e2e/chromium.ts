import { existsSync } from 'node:fs'

/**
 * The browser the tests drive: `TAMGA_CHROMIUM` when set; otherwise Debian's headless shell
 * (`apt-get install chromium-headless-shell`) when installed, Chromium's own engine without the
 * desktop browser around it, which Playwright also prefers for headless runs (a page of the
 * admin costs it about a third less processor time than the full browser); otherwise Debian's
 * Chromium (`apt-get install chromium`). Benchmarks measure what a person's browser does, so
 * they use {@link CHROMIUM_PATH}.
 */
export const TEST_BROWSER_PATH =
  process.env.TAMGA_CHROMIUM ??
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((path) => existsSync(path)) ??
  '/usr/bin/chromium'

/** Where Debian's Chromium lives (`apt-get install chromium`). */
export const CHROMIUM_PATH = process.env.TAMGA_CHROMIUM ?? '/usr/bin/chromium'

/** The flags the browser tests run Chromium with. */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking']
