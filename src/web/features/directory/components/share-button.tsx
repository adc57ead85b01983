import { useState } from "react";
import { useI18n } from "../../../i18n/i18n-context.tsx";

/** The Web Share sheet where there is one; elsewhere the link is copied (or shown to copy). */
export function ShareButton(props: { url: string; title: string }) {
  const { t } = useI18n();
  const [result, setResult] = useState<"copied" | "manual" | null>(null);
  const { url, title } = props;

  async function share() {
    setResult(null);
    if (typeof navigator.share === "function") {
      try {
        await navigator.share({ title, url });
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to say.
        if (error instanceof DOMException && error.name === "AbortError") return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      setResult("copied");
    } catch {
      setResult("manual");
    }
  }

  return (
    <>
      <button
        type="button"
        className="app-button app-button--secondary"
        onClick={() => void share()}
      >
        {t("directory.place.share")}
      </button>
      {result === "copied" ? (
        <p className="dir-toast" role="status">
          {t("directory.place.linkCopied")}
        </p>
      ) : result === "manual" ? (
        <p className="dir-toast" role="status">
          {t("directory.place.copyFailed")}{" "}
          <input readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        </p>
      ) : null}
    </>
  );
}
