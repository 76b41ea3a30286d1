// The public website's browser side: the pages and the app that hydrates and navigates them.
export { htmlLang } from './format.ts'
export {
  interceptedLinkUrl,
  isSitePageUrl,
  type ListingQuery,
  listingHref,
  type SiteLinkClick,
  sitePayloadUrl,
} from './navigation.ts'
export { paginationPages } from './pages/ListingPage.tsx'
export { SiteApp, type SiteAppProps } from './SiteApp.tsx'
export { checkSiteForm, type SiteFormRefusal, siteFormRefusal } from './SiteForm.tsx'
export { SITE_STYLES } from './styles.ts'
export { SITE_WORDS, type SiteWordKey, type SiteWords, siteWords } from './words.ts'
