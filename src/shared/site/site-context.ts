/** What the server tells the web app about this deployment (React Router load context). */
export interface SiteContext {
  siteUrl: string;
  faviconUrl: string;
  maxContentWidth: number;
  contactEmail: string;
  contactWhatsapp: string;
}
