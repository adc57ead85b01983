import {
  DEFAULT_LANGUAGE,
  LANGUAGE_NAME,
  LANGUAGE_TAG,
  LANGUAGES,
  type Language,
} from "../../../shared/i18n/languages.ts";
import { AppScreen } from "../../app-frame/app-screen.tsx";
import { ChoiceGroup } from "../../components/form/choice-group.tsx";
import { useI18n } from "../../i18n/i18n-context.tsx";
import { useSettings } from "../../shell/settings/settings-context.tsx";
import { forceDarkOf, THEME_CHOICES, themeChoiceOf } from "../../shell/theme/colour-mode.ts";
import { DEFAULT_FONT, FONT_IDS, type FontId, fontStack } from "../../shell/theme/fonts.ts";

/**
 * The Settings tab: the same stored settings as the website's display menu and language links.
 * There is one palette (the spec's), so the theme choice is the colour mode.
 */
export default function AppSettings() {
  const { t, language } = useI18n();
  const { settings, setForceDark, setFont, setLanguage } = useSettings();
  return (
    <AppScreen title={t("app.settings.title")} tab>
      <div className="app-stack">
        <p className="app-lead">{t("app.settings.intro")}</p>
        <ChoiceGroup
          legend={t("settings.theme")}
          name="theme"
          value={themeChoiceOf(settings.force_dark)}
          choices={THEME_CHOICES.map((choice) => ({
            value: choice,
            label: t(`settings.theme.${choice}`),
          }))}
          onChange={(choice) => setForceDark(forceDarkOf(choice))}
        />
        <ChoiceGroup<FontId>
          legend={t("settings.font")}
          name="font"
          value={settings.font ?? DEFAULT_FONT}
          choices={FONT_IDS.map((font) => ({
            value: font,
            label: t(`settings.font.${font}`),
            style: { fontFamily: fontStack(font, language) },
          }))}
          onChange={setFont}
        />
        <ChoiceGroup<Language>
          legend={t("settings.language")}
          name="language"
          value={settings.language ?? DEFAULT_LANGUAGE}
          choices={LANGUAGES.map((language) => ({
            value: language,
            label: LANGUAGE_NAME[language],
            lang: LANGUAGE_TAG[language],
          }))}
          onChange={setLanguage}
        />
      </div>
    </AppScreen>
  );
}
