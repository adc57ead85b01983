/**
 * Set on <html> by the theme boot script when an app screen comes rendered in the URL's language
 * but the visitor chose another: the screen stays hidden (app-frame.css) until its text is theirs.
 */
export const LANGUAGE_PENDING_ATTRIBUTE = "data-app-language-pending";
