import { useEffect, useMemo, useRef } from "react";
import { useLocation } from "react-router";
import { forecastLinkDamage } from "../../../shared/forecast/forecast-query.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { scrollBehaviorFor } from "../../shell/navigation/scroll-to-top.tsx";
import { prefersReducedMotion } from "../../shell/theme/media-query.ts";
import { isAssumptionField } from "./form-values.ts";

/**
 * Says which values a damaged forecast link (cut short by a chat app, say) could not give, by
 * their names in the page's language; the form below shows the rest filled in and marks the
 * fields to fix (issue [7] item 7). Rendered on the server too, so it stands without JavaScript.
 *
 * Such a link opens no results, so the reader would land at the top of the page with nothing to
 * say why: once in the browser the page goes to the message instead. A link whose only fault is a
 * name nobody knows still opens its results; the message then waits behind them.
 */
export function DamagedLinkNotice() {
  const { t, tag, language } = useI18n();
  const { search } = useLocation();
  const damage = useMemo(() => forecastLinkDamage(new URLSearchParams(search)), [search]);
  const ref = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (!damage || damage.fields.length === 0) return;
    ref.current?.scrollIntoView({
      behavior: scrollBehaviorFor(prefersReducedMotion()),
      block: "center",
    });
    ref.current?.focus({ preventScroll: true });
  }, [damage]);

  if (damage === null) return null;
  const [open, close] = language === "tc" ? ["「", "」"] : ["“", "”"];
  const names = [
    ...damage.fields.map((field) =>
      isAssumptionField(field) ? t(`forecast.assumption.${field}`) : t(`forecast.field.${field}`),
    ),
    ...damage.unknown.map((name) => `${open}${name}${close}`),
  ];
  const fields = new Intl.ListFormat(tag, { type: "conjunction" }).format(names);
  return (
    <p ref={ref} className="site-form__alert forecast-link-damage" role="alert" tabIndex={-1}>
      {t("section.linkDamaged", { fields })}
    </p>
  );
}
