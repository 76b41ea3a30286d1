// The public website's server side: the renderer that turns a page's payload into a document.
export {
  documentHead,
  documentTail,
  escapeHtml,
  type RenderSitePageOptions,
  renderSitePage,
  renderSitePageToString,
  type SiteAssets,
  scriptJson,
} from './render.tsx'
