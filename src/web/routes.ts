import { index, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * One Home component renders all six website paths (DESIGN.md §4); the ids keep
 * the routes apart for React Router while `findSitePage` tells them apart at run time.
 */
export default [
  index("routes/site/home.tsx", { id: "site-home-tc" }),
  route("about", "routes/site/home.tsx", { id: "site-about-tc" }),
  route("zh", "routes/site/home.tsx", { id: "site-home-sc" }),
  route("zh/about", "routes/site/home.tsx", { id: "site-about-sc" }),
  route("en", "routes/site/home.tsx", { id: "site-home-en" }),
  route("en/about", "routes/site/home.tsx", { id: "site-about-en" }),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
