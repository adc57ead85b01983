import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";
import { LEGAL_PAGES } from "../shared/site/site-pages.ts";
import { APP_PATHS } from "./lib/app-paths.ts";

/** A route path from the app's path table (the table holds them with their leading slash). */
const at = (path: string) => path.slice(1);

/**
 * One Home component renders all six website paths (DESIGN.md §4); the ids keep
 * the routes apart for React Router while `findSitePage` tells them apart at run time.
 * The directory app lives under /app: client-rendered screens inside one layout.
 */
export default [
  index("routes/site/home.tsx", { id: "site-home-tc" }),
  route("about", "routes/site/home.tsx", { id: "site-about-tc" }),
  route("zh", "routes/site/home.tsx", { id: "site-home-sc" }),
  route("zh/about", "routes/site/home.tsx", { id: "site-about-sc" }),
  route("en", "routes/site/home.tsx", { id: "site-home-en" }),
  route("en/about", "routes/site/home.tsx", { id: "site-about-en" }),
  // The privacy policy (with the collection statement) and the terms, in three languages
  // (LEGAL_PAGES; decision 034): one module, told apart by `findLegalPage`.
  ...LEGAL_PAGES.map((page) =>
    route(page.path.slice(1, -1), "routes/site/legal.tsx", {
      id: `legal-${page.document}-${page.language}`,
    }),
  ),
  // A place's public page in each language: one module, told apart by the path's prefix.
  route("places/:id", "routes/site/place.tsx", { id: "place-tc" }),
  route("zh/places/:id", "routes/site/place.tsx", { id: "place-sc" }),
  route("en/places/:id", "routes/site/place.tsx", { id: "place-en" }),
  layout("routes/app/app-layout.tsx", [
    route(at(APP_PATHS.home), "routes/app/account-home.tsx"),
    route(at(APP_PATHS.settings), "routes/app/settings.tsx"),
    route(at(APP_PATHS.forgotPassword), "routes/app/forgot-password.tsx"),
    route(at(APP_PATHS.resetPassword), "routes/app/reset-password.tsx"),
    route(at(APP_PATHS.verifyLink), "routes/app/verify-link.tsx"),
    layout("routes/app/visitors-only.tsx", [
      route(at(APP_PATHS.signIn), "routes/app/sign-in.tsx"),
      route(at(APP_PATHS.signUp), "routes/app/sign-up.tsx"),
    ]),
    layout("routes/app/signed-in-only.tsx", [
      route(at(APP_PATHS.account), "routes/app/account.tsx"),
      route(at(APP_PATHS.changePassword), "routes/app/change-password.tsx"),
      route(at(APP_PATHS.deactivate), "routes/app/deactivate.tsx"),
      route(at(APP_PATHS.personalData), "routes/app/personal-data.tsx"),
      route(at(APP_PATHS.deleteAccount), "routes/app/delete-account.tsx"),
    ]),
    layout("routes/app/verified-only.tsx", [
      route(at(APP_PATHS.profile), "routes/app/profile.tsx"),
      route(at(APP_PATHS.editProfile), "routes/app/edit-profile.tsx"),
    ]),
  ]),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
