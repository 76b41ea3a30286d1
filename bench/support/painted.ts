import type { Page } from 'playwright-core'

/**
 * Resolves in the first animation frame in which an element matching `selector` is on the page
 * and takes room (it is laid out, not hidden): the moment a person could see it. Checked every
 * frame in the page itself; Playwright's `locator.waitFor` retries after 0, 20, 50, 100 and then
 * every 500 ms, which added up to half a second to a figure. Returns the page's clock
 * (`performance.now()`) in that frame.
 */
export async function painted(page: Page, selector: string, timeout = 60_000): Promise<number> {
  const found = await page.waitForFunction(
    (wanted) =>
      [...document.querySelectorAll(wanted)].some((element) => {
        const box = element.getBoundingClientRect()
        return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden'
      }) && performance.now(),
    selector,
    { polling: 'raf', timeout },
  )
  const at = await found.jsonValue()
  if (at === false) throw new Error(`${selector} was reported drawn without a time`)
  return at
}
