import type { ReactNode } from "react";
import { Outlet, type ShouldRevalidateFunction } from "react-router";
import { AppFallback } from "../../app-frame/app-fallback.tsx";
import { AppProviders } from "../../app-frame/app-providers.tsx";
import { useAppLanguage } from "../../app-frame/use-app-language.ts";
import { SettingsGate } from "../../shell/settings/settings-context.tsx";
import type { Route } from "./+types/app-layout.ts";
import "../../app-frame/app-frame.css";

export async function loader({ context }: Route.LoaderArgs) {
  return { apiNamespace: context.site.apiNamespace };
}

// The namespace is fixed for the server's life: never ask again.
export const shouldRevalidate: ShouldRevalidateFunction = () => false;

// robots.txt keeps crawlers out of /app/; this covers a link that reaches a search engine anyway.
export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

/** The app's screens render on the client, once settings and the stored language are in place. */
export default function AppLayout({ loaderData }: Route.ComponentProps) {
  return (
    <SettingsGate fallback={<AppFallback />}>
      <AppLanguageGate>
        <AppProviders apiNamespace={loaderData.apiNamespace}>
          <Outlet />
        </AppProviders>
      </AppLanguageGate>
    </SettingsGate>
  );
}

function AppLanguageGate(props: { children: ReactNode }) {
  return useAppLanguage() ? props.children : <AppFallback />;
}
