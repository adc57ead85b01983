import { useState } from "react";
import { QueryFailure, QueryPending } from "../../../components/query-failure.tsx";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import { type SiteSetting, useSiteSetup } from "../api/get-site-setup.ts";

/** What the last Copy did, for the status line: copied, or refused (then the name is selectable). */
type Copied = { name: string; ok: boolean } | null;

function SettingCard(props: { setting: SiteSetting; onCopy(name: string): void }) {
  const { t } = useI18n();
  const { setting } = props;
  const headingId = `setting-${setting.id}`;
  return (
    <li>
      <article
        className={`app-card setup-setting${setting.set ? "" : " setup-setting--missing"}`}
        aria-labelledby={headingId}
        data-setting={setting.id}
      >
        <header className="setup-setting__head">
          <h3 id={headingId}>{setting.title}</h3>
          <span className={`setup-badge${setting.set ? "" : " setup-badge--missing"}`}>
            {setting.set ? t("siteSetup.status.set") : t("siteSetup.status.missing")}
          </span>
        </header>
        <ul className="setup-setting__variables">
          {setting.variables.map((name) => (
            <li key={name}>
              <code className="setup-variable">{name}</code>
              <button
                type="button"
                className="app-button app-button--secondary setup-copy"
                aria-label={t("siteSetup.copyName", { name })}
                onClick={() => props.onCopy(name)}
              >
                {t("siteSetup.copy")}
              </button>
            </li>
          ))}
        </ul>
        {setting.value ? (
          <p className="setup-setting__value">
            <span className="setup-setting__label">{t("siteSetup.value")}</span>{" "}
            <span className="setup-setting__text">{setting.value}</span>
          </p>
        ) : null}
        {setting.set ? (
          <p>{setting.when_set}</p>
        ) : (
          <dl className="setup-setting__effects">
            <div>
              <dt>{t("siteSetup.now")}</dt>
              <dd>{setting.when_missing}</dd>
            </div>
            <div>
              <dt>{t("siteSetup.onceSet")}</dt>
              <dd>{setting.when_set}</dd>
            </div>
          </dl>
        )}
      </article>
    </li>
  );
}

/**
 * The admins' view of the public site's settings (GET /site/v1/setup): the missing first, each
 * with its variables to copy and what it changes; the server refuses everyone else, and says so.
 */
export function SiteSetupList() {
  const { t } = useI18n();
  const setup = useSiteSetup();
  const [copied, setCopied] = useState<Copied>(null);

  async function copy(name: string) {
    try {
      // Missing outside secure origins and refusable: then the reader selects the name.
      await navigator.clipboard.writeText(name);
      setCopied({ name, ok: true });
    } catch {
      setCopied({ name, ok: false });
    }
  }

  if (setup.isError) {
    return <QueryFailure error={setup.error} onRetry={() => void setup.refetch()} />;
  }
  if (!setup.data) return <QueryPending />;
  const { settings, total, missing } = setup.data;
  const groups = [
    { key: "missing", title: t("siteSetup.missingTitle"), items: settings.filter((s) => !s.set) },
    { key: "set", title: t("siteSetup.setTitle"), items: settings.filter((s) => s.set) },
  ];
  return (
    <>
      <p className={`app-card setup-summary${missing ? " setup-summary--missing" : ""}`}>
        {missing
          ? t("siteSetup.summary.missing", { missing, total })
          : t("siteSetup.summary.allSet", { total })}
      </p>
      <p className="setup-copied" role="status">
        {copied
          ? copied.ok
            ? t("siteSetup.copied", { name: copied.name })
            : t("siteSetup.copyFailed", { name: copied.name })
          : null}
      </p>
      {groups.map((group) =>
        group.items.length ? (
          <section key={group.key} className="setup-group" aria-labelledby={`setup-${group.key}`}>
            <h2 id={`setup-${group.key}`}>
              {group.title} ({group.items.length})
            </h2>
            <ul className="setup-list">
              {group.items.map((setting) => (
                <SettingCard
                  key={setting.id}
                  setting={setting}
                  onCopy={(name) => void copy(name)}
                />
              ))}
            </ul>
          </section>
        ) : null,
      )}
    </>
  );
}
