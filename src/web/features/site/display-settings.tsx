import { useId } from "react";
import type { MessageKey } from "../../../shared/i18n/messages/index.ts";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { useSettings } from "../../shell/settings/settings-context.tsx";
import {
  forceDarkOf,
  THEME_CHOICES,
  type ThemeChoice,
  themeChoiceOf,
} from "../../shell/theme/colour-mode.ts";
import { DEFAULT_FONT, FONT_IDS, type FontId, isFontId } from "../../shell/theme/fonts.ts";
import { useDisclosure } from "./use-disclosure.ts";

const THEME_LABEL: Record<ThemeChoice, MessageKey> = {
  light: "settings.theme.light",
  dark: "settings.theme.dark",
  system: "settings.theme.system",
};

const FONT_LABEL: Record<FontId, MessageKey> = {
  sans: "settings.font.sans",
  serif: "settings.font.serif",
  rounded: "settings.font.rounded",
};

/** Theme and font choice in a disclosure, so it costs one small button in the header. */
export function DisplaySettings() {
  const { t } = useI18n();
  const { settings, setForceDark, setFont } = useSettings();
  const disclosure = useDisclosure();
  const id = useId();

  return (
    <details className="site-settings" ref={disclosure.ref} {...disclosure.props}>
      <summary className="site-settings__summary" title={t("settings.display")}>
        <svg
          viewBox="0 0 24 24"
          width="20"
          height="20"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.75"
          strokeLinecap="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M4 7h10M18 7h2M4 17h2M10 17h10" />
          <circle cx="16" cy="7" r="2" />
          <circle cx="8" cy="17" r="2" />
        </svg>
        {/* The header's row is full: the icon, and the name for screen readers and as a tooltip. */}
        <span className="visually-hidden">{t("settings.display")}</span>
      </summary>
      <div className="site-settings__panel">
        <label htmlFor={`${id}-theme`}>{t("settings.theme")}</label>
        <select
          id={`${id}-theme`}
          value={themeChoiceOf(settings.force_dark)}
          onChange={(event) => setForceDark(forceDarkOf(event.target.value as ThemeChoice))}
        >
          {THEME_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {t(THEME_LABEL[choice])}
            </option>
          ))}
        </select>
        <label htmlFor={`${id}-font`}>{t("settings.font")}</label>
        <select
          id={`${id}-font`}
          value={settings.font ?? DEFAULT_FONT}
          onChange={(event) => {
            const font = event.target.value;
            if (isFontId(font)) setFont(font);
          }}
        >
          {FONT_IDS.map((font) => (
            <option key={font} value={font}>
              {t(FONT_LABEL[font])}
            </option>
          ))}
        </select>
      </div>
    </details>
  );
}
