import { type CSSProperties, type ReactNode, useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLocation,
  useRouteLoaderData,
} from "react-router";
import { LANGUAGE_TAG } from "../shared/i18n/languages.ts";
import { APPLE_TOUCH_ICON, manifestPathFor } from "../shared/pwa/app-manifest.ts";
import { languageOfPath, sitePath } from "../shared/site/site-pages.ts";
import type { Route } from "./+types/root.ts";
import { adoptInlinedStyles } from "./adopt-inlined-styles.ts";
import { useCspNonce } from "./csp-nonce.tsx";
import { ERROR_PAGE_TEXT } from "./error-page-text.ts";
import { I18nProvider, useI18n } from "./i18n/i18n-context.tsx";
import { messageAreaOfPath } from "./i18n/message-areas.ts";
import { pageMessages } from "./i18n/page-messages.server.ts";
import { AppShell } from "./shell/app-shell.tsx";
import { EARLY_TAP_SCRIPT, replayEarlyTap } from "./shell/navigation/early-tap.ts";
import { THEME_BOOT_SCRIPT } from "./shell/theme/theme-boot-script.ts";
import "./shell/theme/theme.css";
import "./error-page.css";
import "./load-context.ts";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { pathname } = new URL(request.url);
  const language = languageOfPath(pathname);
  return {
    language,
    // Only the keys this kind of page shows (decision 054): the home page no longer carries the app's.
    messages: pageMessages(language, messageAreaOfPath(pathname)),
    faviconUrl: context.site.faviconUrl,
    maxContentWidth: context.site.maxContentWidth,
  };
}

/**
 * The root's data (catalogue, favicon, width) depends only on the language and the kind of page
 * of the path: opening a modal or the forecast's query changes nothing here.
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl }) =>
  languageOfPath(currentUrl.pathname) !== languageOfPath(nextUrl.pathname) ||
  messageAreaOfPath(currentUrl.pathname) !== messageAreaOfPath(nextUrl.pathname);

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const nonce = useCspNonce();
  // The path says the language, as it does to the loader, and also when the root's data is
  // missing (an error page).
  const { pathname } = useLocation();
  const language = languageOfPath(pathname);
  const manifest = manifestPathFor(pathname);
  // Browsers hide a nonce from the page, so the client renders these scripts without one; React's
  // development build would report that as a mismatch (React Router's own scripts suppress it too).
  const inlineScript = { nonce, suppressHydrationWarning: true };
  const style = { "--content-max-width": `${data?.maxContentWidth ?? 1200}px` } as CSSProperties;
  // After hydration has committed the head: removing a node while React still walks the
  // server's DOM (hydration yields to the browser) makes it report a mismatch (#418).
  useEffect(() => adoptInlinedStyles(document), []);
  // A task later, once what hydration scheduled (the stored session, say) has been rendered.
  useEffect(() => {
    const replay = setTimeout(replayEarlyTap);
    return () => clearTimeout(replay);
  }, []);
  return (
    <html lang={LANGUAGE_TAG[language]} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#407cb9" />
        <link rel="icon" href={data?.faviconUrl ?? "/favicon.svg"} />
        {manifest ? <link rel="manifest" href={manifest} /> : null}
        {manifest ? <link rel="apple-touch-icon" href={APPLE_TOUCH_ICON} /> : null}
        <Meta />
        <Links />
        {/* Before first paint, so a stored dark choice never flashes light. */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, nonce-guarded */}
        <script {...inlineScript} dangerouslySetInnerHTML={{ __html: THEME_BOOT_SCRIPT }} />
        {/* A tap on a button before the page's code has arrived is kept for it (decision 063). */}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: our own constant script, nonce-guarded */}
        <script {...inlineScript} dangerouslySetInnerHTML={{ __html: EARLY_TAP_SCRIPT }} />
      </head>
      <body style={style}>
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

function Shell({ children }: { children: ReactNode }) {
  const { t } = useI18n();
  return (
    <AppShell labels={{ close: t("common.close"), loading: t("common.loading") }}>
      {children}
    </AppShell>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <I18nProvider language={loaderData.language} messages={loaderData.messages}>
      <Shell>
        <Outlet />
      </Shell>
    </I18nProvider>
  );
}

/**
 * Last resort when a page itself fails: say so plainly, in the page's language, with a reload (a
 * forecast's figures are in the URL) and a link to that language's home. The language comes from
 * the path and the words are bundled here, so neither needs the root's data, which may be what
 * failed.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const { pathname, search } = useLocation();
  const language = languageOfPath(pathname);
  const text = ERROR_PAGE_TEXT[language];
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  if (!isRouteErrorResponse(error)) console.error(error);
  const title = notFound ? text.notFoundTitle : text.errorTitle;
  return (
    <main className="error-page">
      <title>{`Tablestart | ${title}`}</title>
      <h1>{title}</h1>
      <p>{notFound ? text.notFoundBody : text.errorBody}</p>
      <p className="error-page__actions">
        {notFound ? null : (
          <a className="error-page__reload" href={`${pathname}${search}`}>
            {text.reload}
          </a>
        )}
        <a className="error-page__home" href={sitePath(language, false)}>
          {text.home}
        </a>
      </p>
    </main>
  );
}
