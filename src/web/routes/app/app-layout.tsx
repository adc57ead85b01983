import { HydrationBoundary } from "@tanstack/react-query";
import { useEffect } from "react";
import { Outlet, type ShouldRevalidateFunction, useMatches } from "react-router";
import { MESSAGES } from "../../../shared/i18n/messages/index.ts";
import { languageOfPath } from "../../../shared/site/site-pages.ts";
import { AppFallback } from "../../app-frame/app-fallback.tsx";
import { AppProviders } from "../../app-frame/app-providers.tsx";
import { firstScreenOf, rendersFirstScreen } from "../../app-frame/first-screen-route.ts";
import { LANGUAGE_PENDING_ATTRIBUTE } from "../../app-frame/language-pending.ts";
import { useAppLanguage } from "../../app-frame/use-app-language.ts";
import { PendingWishSaver } from "../../features/accounts/components/pending-wish-saver.tsx";
import { useHydrated } from "../../shell/navigation/use-hydrated.ts";
import type { Route } from "./+types/app-layout.ts";
import "../../app-frame/app-frame.css";

export async function loader({ context, request }: Route.LoaderArgs) {
  return {
    // What a shared link's preview says of the app, in the URL's language (the manifest's words).
    description:
      MESSAGES[languageOfPath(new URL(request.url).pathname)]["pwa.manifest.description"],
    apiNamespace: context.site.apiNamespace,
    siteUrl: context.site.siteUrl,
    tiles: context.site.map,
  };
}

// The namespace, address and tiles are fixed for the server's life: never ask again.
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

// robots.txt keeps crawlers out of /app/; this covers a link that reaches a search engine anyway.
export const meta: Route.MetaFunction = ({ loaderData }) => [
  { name: "robots", content: "noindex, nofollow" },
  ...(loaderData ? [{ name: "description", content: loaderData.description }] : []),
];

/**
 * The app's screens. The directory's public screens (those with FIRST_SCREEN_HANDLE) come
 * rendered from the server with their data, in the URL's language; the others render in the
 * browser once settings and the stored language are in place (decision 060).
 */
export default function AppLayout({ loaderData }: Route.ComponentProps) {
  const leaf = useMatches().at(-1);
  return (
    <AppProviders apiNamespace={loaderData.apiNamespace}>
      <HydrationBoundary state={firstScreenOf(leaf?.loaderData)}>
        <ScreenGate firstScreen={rendersFirstScreen(leaf?.handle)} />
      </HydrationBoundary>
    </AppProviders>
  );
}

function ScreenGate(props: { firstScreen: boolean }) {
  const settled = useAppLanguage();
  const hydrated = useHydrated();
  // The theme boot script hid a first screen whose server language is not the stored one.
  useEffect(() => {
    if (settled) document.documentElement.removeAttribute(LANGUAGE_PENDING_ATTRIBUTE);
  }, [settled]);
  // A ♡ tapped before signing in is saved once the stored session is read (never the server's
  // signed-out render of a first screen).
  const saver = hydrated && settled ? <PendingWishSaver /> : null;
  // A first screen stays once shown (hiding it while settings load would flash the fallback).
  if (props.firstScreen || (hydrated && settled)) {
    return (
      <>
        {saver}
        <Outlet />
      </>
    );
  }
  return <AppFallback />;
}
