import type { PlacePageSource } from "../places/place-page-source.ts";
import type { TemplateSizeSource } from "../templates/template-files.ts";
import type { Firm } from "./firm.ts";

/** What the server tells the web app about this deployment (React Router load context). */
export interface SiteContext {
  siteUrl: string;
  /** The API's `{ns}` (config API_NAMESPACE): the app builds its Listar paths with it. */
  apiNamespace: string;
  faviconUrl: string;
  maxContentWidth: number;
  /** The app's map tiles (config MAP_TILE_URL, MAP_TILE_ATTRIBUTION). */
  map: { tileUrl: string; attribution: string };
  /** Null when not configured: the website then says contact is not set up. */
  contactEmail: string | null;
  contactWhatsapp: string | null;
  consultancy: Firm;
  /** Sizes of the downloadable templates, generated on first use and kept by the server. */
  templates: TemplateSizeSource;
  /** Published places' public pages, read from the directory on each request. */
  places: PlacePageSource;
  /** Anonymous GETs of the API, answered in-process: the app's first screens read through it. */
  publicApi: PublicApiFetch;
}

/** `fetch` for a path under /api, as a visitor without a session would call it. */
export type PublicApiFetch = (url: string) => Promise<Response>;
