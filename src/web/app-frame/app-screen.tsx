import type { ReactNode } from "react";
import { useLocation } from "react-router";
import { useI18n } from "../i18n/i18n-context.tsx";
import { APP_PATHS } from "../lib/app-paths.ts";
import { noticeOf } from "../lib/notice.ts";
import { OfflineNotice, UpdatePrompt } from "../pwa/pwa-status.tsx";
import { Header } from "../shell/header/header.tsx";
import { useBack } from "../shell/navigation/use-back.ts";
import { BottomNav } from "./bottom-nav.tsx";

export interface AppScreenProps {
  /** The translated title, for the header and the document title. */
  title: string;
  children: ReactNode;
  /** A tab's first screen: it shows the tabs (the spec's footer flag) and no back chevron. */
  tab?: boolean;
  /** Header content at the right end. */
  right?: ReactNode;
}

/** One screen of the app: header with back chevron, the content, and the tabs where set. */
export function AppScreen(props: AppScreenProps) {
  const { title, tab = false } = props;
  const { t } = useI18n();
  const back = useBack({ root: APP_PATHS.home });
  const notice = noticeOf(useLocation().state);
  return (
    <div className={tab ? "app-screen app-screen--tabbed" : "app-screen"}>
      <title>{`${t("app.name")} | ${title}`}</title>
      <Header
        title={title}
        showBack={!tab && back.canGoBack}
        onBack={back.goBack}
        backLabel={t("common.back")}
        right={props.right}
      />
      <main id="main" className="app-main">
        <OfflineNotice />
        {notice ? (
          <p className="app-notice" role="status">
            {notice}
          </p>
        ) : null}
        {props.children}
      </main>
      <UpdatePrompt />
      {tab ? <BottomNav /> : null}
    </div>
  );
}
