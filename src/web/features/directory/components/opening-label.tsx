import { DATE_LOCALE } from "../../../../shared/i18n/languages.ts";
import { useI18n } from "../../../i18n/i18n-context.tsx";
import type { OpeningStatus } from "../api/directory-schemas.ts";
import { openingWords } from "../opening-text.ts";

/** "Open now · until 21:00" or "Closed · opens tomorrow at 07:00", from the server's status. */
export function OpeningLabel(props: { status: OpeningStatus | undefined }) {
  const { t, language } = useI18n();
  const words = openingWords(props.status, new Date());
  if (words.kind === "none") return null;
  let text: string;
  if (words.kind === "open") {
    text = words.until
      ? t("directory.place.openUntil", { time: words.until })
      : t("directory.place.open");
  } else if (words.opens === null) {
    text = t("directory.place.closed");
  } else if (words.opens.day === "date") {
    const date = new Intl.DateTimeFormat(DATE_LOCALE[language], {
      timeZone: "Asia/Hong_Kong",
      weekday: "short",
      month: "short",
      day: "numeric",
    }).format(new Date(`${words.opens.date}T12:00:00+08:00`));
    text = t("directory.place.opensOn", { date, time: words.opens.time });
  } else {
    text = t(
      words.opens.day === "today" ? "directory.place.opensToday" : "directory.place.opensTomorrow",
      {
        time: words.opens.time,
      },
    );
  }
  return (
    <span className={words.kind === "open" ? "dir-opening dir-opening--open" : "dir-opening"}>
      {text}
    </span>
  );
}
