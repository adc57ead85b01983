import type { Language } from "../shared/i18n/languages.ts";

/**
 * The last-resort error page's words in each language. Bundled with the root rather than taken
 * from the message catalogue: the page shows when something failed, possibly the root's own data
 * (which carries the catalogue) or the code that would load it. The not-found title and body are
 * the catalogue's `notFound.*` words (error-page-text.test.ts keeps them the same).
 */
export interface ErrorPageText {
  notFoundTitle: string;
  notFoundBody: string;
  errorTitle: string;
  errorBody: string;
  reload: string;
  home: string;
}

export const ERROR_PAGE_TEXT: Record<Language, ErrorPageText> = {
  tc: {
    notFoundTitle: "找不到這個頁面",
    notFoundBody: "你要找的頁面不存在，或已經移除。",
    errorTitle: "這個頁面暫時未能顯示",
    errorBody: "請重新載入再試；網址中的數字會保留。問題持續的話，可以先返回首頁。",
    reload: "重新載入",
    home: "返回首頁",
  },
  sc: {
    notFoundTitle: "找不到这个页面",
    notFoundBody: "你要找的页面不存在，或已被删除。",
    errorTitle: "这个页面暂时无法显示",
    errorBody: "请重新加载再试；网址中的数字会保留。问题持续的话，可以先返回首页。",
    reload: "重新加载",
    home: "返回首页",
  },
  en: {
    notFoundTitle: "Page not found",
    notFoundBody: "The page you are looking for does not exist or has been removed.",
    errorTitle: "This page could not be shown",
    errorBody:
      "Please reload to try again; the figures in the address are kept. If it keeps happening, go back to the home page.",
    reload: "Reload",
    home: "Back to the home page",
  },
};
