/** Where Debian's Chromium lives (`apt-get install chromium`). */
export const CHROMIUM_PATH = process.env.TAMGA_CHROMIUM ?? '/usr/bin/chromium'

/** The flags the browser tests run Chromium with. */
export const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking']
