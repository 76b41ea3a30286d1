import type { SiteChrome } from '@tamga/schema'
import { pathOnly } from './format.ts'
import { SiteAccountLinks } from './SiteAccountLinks.tsx'
import { useSite } from './SiteContext.ts'

/** Whether a navigation link leads to the page being shown or to the section it belongs to. */
export function isCurrentLink(linkPath: string, pagePath: string): boolean {
  const page = pathOnly(pagePath)
  if (linkPath === '/') return page === '/'
  return page === linkPath || page.startsWith(`${linkPath}/`)
}

/** The link that shows the same page in another language: a full page load the server renders. */
export function languageHref(pagePath: string, code: string): string {
  return `${pathOnly(pagePath)}?lang=${encodeURIComponent(code)}`
}

function Brand({ chrome }: { chrome: SiteChrome }) {
  return (
    <a className="brand" href="/">
      {chrome.logo === null ? null : <img className="brand-logo" src={chrome.logo} alt="" width={44} height={44} />}
      <span className="brand-text">
        <span className="brand-title">{chrome.title}</span>
        {chrome.subTitle === '' ? null : <span className="brand-subtitle">{chrome.subTitle}</span>}
      </span>
    </a>
  )
}

/**
 * The header: the project's logo and title, the navigation with the current section marked,
 * the language switch, and the way in (sign-in and registration). On a phone all but the logo
 * fold into a menu opened by a checkbox, so it works before the page's script has loaded.
 */
export function SiteHeader({ path }: { path: string }) {
  const { chrome, words } = useSite()
  return (
    <header className="site-header">
      <div className="header-inner">
        <Brand chrome={chrome} />
        {/* Keyed by the path so a client-side navigation closes the menu. */}
        <input key={path} className="menu-toggle" type="checkbox" id="site-menu-toggle" aria-label={words.menu} />
        <label className="menu-button" htmlFor="site-menu-toggle" aria-hidden="true">
          <span className="menu-icon" />
          <span className="menu-label">{words.menu}</span>
        </label>
        <div className="header-menu">
          <nav className="site-nav" aria-label={words.menu}>
            <ul>
              {chrome.navigation.map((link) => (
                <li key={link.path}>
                  <a href={link.path} aria-current={isCurrentLink(link.path, path) ? 'page' : undefined}>
                    {link.label}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {chrome.languages.length < 2 ? null : (
            <ul className="language-switch" aria-label={words.language}>
              {chrome.languages.map((language) => (
                <li key={language.code}>
                  <a
                    href={languageHref(path, language.code)}
                    hrefLang={language.code.slice(0, 2)}
                    lang={language.code.slice(0, 2)}
                    aria-current={language.code === chrome.language ? 'true' : undefined}
                  >
                    {language.label}
                  </a>
                </li>
              ))}
            </ul>
          )}
          <SiteAccountLinks className="header-account" />
        </div>
      </div>
    </header>
  )
}

/** The footer: the project's logo, title and subtitle, the navigation again, the way in, and the copyright. */
export function SiteFooter() {
  const { chrome, words } = useSite()
  return (
    <footer className="site-footer">
      <div className="footer-inner">
        <div className="footer-brand">
          {chrome.logo === null ? null : <img src={chrome.logo} alt="" width={56} height={56} loading="lazy" />}
          <div>
            <p className="footer-title">{chrome.title}</p>
            {chrome.subTitle === '' ? null : <p className="footer-subtitle">{chrome.subTitle}</p>}
          </div>
        </div>
        <nav className="footer-nav" aria-label={words.menu}>
          <ul>
            {chrome.footerLinks.map((link) => (
              <li key={link.path}>
                <a href={link.path}>{link.label}</a>
              </li>
            ))}
          </ul>
        </nav>
        <SiteAccountLinks className="footer-account" />
      </div>
      <p className="footer-copyright">{chrome.copyright}</p>
    </footer>
  )
}
