import { useRouteLoaderData } from "react-router";
import type { SiteContext } from "../../shared/site/site-context.ts";

/** What the app layout's loader tells every screen about this deployment. */
export interface AppSite {
  apiNamespace: string;
  siteUrl: string;
  tiles: SiteContext["map"];
}

export function useAppSite(): AppSite {
  const site = useRouteLoaderData<AppSite>("routes/app/app-layout");
  if (!site) throw new Error("useAppSite() is for screens inside the app layout");
  return site;
}
