import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { languageOfPath } from "../../../shared/site/site-pages.ts";
import { AppFallback } from "../../app-frame/app-fallback.tsx";
import { useSettings } from "../../shell/settings/settings-context.tsx";
import type { Route } from "./+types/app-language-entry.ts";
import "../../app-frame/app-frame.css";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

/**
 * `/en/app/…` and `/zh/app/…`: the website's English and Simplified Chinese pages lead here.
 * A visitor who has not chosen a language yet gets the app in the page's; one who has keeps
 * theirs (decision 045). Then on to the same screen under /app.
 */
export default function AppLanguageEntry() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  const { ready, settings, setLanguage } = useSettings();
  const gone = useRef(false);
  useEffect(() => {
    if (!ready || gone.current) return;
    gone.current = true;
    if (settings.language === null) setLanguage(languageOfPath(pathname));
    void navigate(`${pathname.replace(/^\/(en|zh)(?=\/app)/, "")}${search}${hash}`, {
      replace: true,
    });
  }, [ready, settings.language, setLanguage, pathname, search, hash, navigate]);
  return <AppFallback />;
}
