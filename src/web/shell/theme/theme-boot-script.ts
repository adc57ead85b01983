import { languageOfPath } from "../../../shared/site/site-pages.ts";
import { LANGUAGE_PENDING_ATTRIBUTE } from "../../app-frame/language-pending.ts";
import { SETTINGS_STORAGE_KEY } from "../settings/settings-store.ts";
import { FONT_IDS } from "./fonts.ts";

/**
 * Inlined in <head> by the root so the stored colour mode, font and the tablet class apply before
 * first paint (no flash of the wrong theme). ES5 and self-contained: it runs before any bundle.
 * The tablet test mirrors device/tablet.ts (a test keeps the two in step). On an app screen
 * (rendered in its URL's language) a visitor who chose another language gets the screen hidden
 * until the app has put their language in place (decision 060).
 */
export const THEME_BOOT_SCRIPT = `(function(){var d=document.documentElement;try{var r=localStorage.getItem(${JSON.stringify(
  SETTINGS_STORAGE_KEY,
)});var s=r?JSON.parse(r):null;s=s&&typeof s==="object"?s.settings:null;if(s&&typeof s==="object"){if(s.force_dark===true){d.setAttribute("data-color-mode","dark")}else if(s.force_dark===false){d.setAttribute("data-color-mode","light")}if(${JSON.stringify(
  FONT_IDS,
)}.indexOf(s.font)>=0){d.setAttribute("data-font",s.font)}if(/^\\/app(\\/|$)/.test(location.pathname)&&typeof s.language==="string"&&s.language!==${JSON.stringify(
  languageOfPath("/app/"),
)}){d.setAttribute(${JSON.stringify(LANGUAGE_PENDING_ATTRIBUTE)},"")}}}catch(e){}try{var n=navigator,u=n.userAgent||"",t=n.maxTouchPoints||0,w=screen.width||0,h=screen.height||0,m=w<h?w:h,b=/\\biPad\\b/.test(u)||/\\bMacintosh\\b/.test(u)&&t>1||/\\b(Tablet|PlayBook|Silk|Kindle|KFAPWI)\\b/i.test(u)||/\\bAndroid\\b/.test(u)&&(!/\\bMobile\\b/.test(u)||t>0&&m>=600);if(b){d.className+=(d.className?" ":"")+"is-tablet"}}catch(e){}})();`;
