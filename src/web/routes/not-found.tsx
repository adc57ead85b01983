import { data } from "react-router";
import { MESSAGES } from "../../shared/i18n/messages/index.ts";
import { languageOfPath, sitePath } from "../../shared/site/site-pages.ts";
import { useI18n } from "../i18n/i18n-context.tsx";
import { Header } from "../shell/header/header.tsx";
import type { Route } from "./+types/not-found.ts";

export async function loader({ request }: Route.LoaderArgs) {
  const language = languageOfPath(new URL(request.url).pathname);
  const messages = MESSAGES[language];
  return data(
    { title: `${messages["site.brand"]} | ${messages["notFound.title"]}` },
    { status: 404 },
  );
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  { title: loaderData?.title ?? "Tablestart" },
  { name: "robots", content: "noindex, follow" },
];

export default function NotFound() {
  const { t, language } = useI18n();
  return (
    <>
      <Header title={t("site.brand")} titleAs="p" showBack backLabel={t("common.back")} />
      <main id="main" className="error-page">
        <h1>{t("notFound.title")}</h1>
        <p>{t("notFound.body")}</p>
        <a className="error-page__home" href={sitePath(language, false)}>
          {t("notFound.home")}
        </a>
      </main>
    </>
  );
}
