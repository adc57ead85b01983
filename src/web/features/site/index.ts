// What other features may use of site (docs/ARCHITECTURE.md, Layers).
// Nothing here may load a stylesheet: every feature importing this file would carry it.
export { DisplaySettings } from "./display-settings.tsx";
export { LanguageSwitch } from "./language-switch.tsx";
export { SiteBrand } from "./site-brand.tsx";
export { SiteFooter } from "./site-footer.tsx";
export { SiteNav } from "./site-nav.tsx";
