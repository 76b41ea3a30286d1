// The public website's server side: the renderer that turns a page's payload into a document.
export {
  type DocumentInlineCode,
  documentHead,
  documentInlineCode,
  documentTail,
  escapeHtml,
  type RenderSitePageOptions,
  renderSitePage,
  renderSitePageToString,
  type SiteAssets,
  scriptJson,
} from './render.tsx'
