import type { Worksheet } from "exceljs";
import { ASSUMPTION_GROUPS } from "../../shared/forecast/assumption-groups.ts";
import {
  ASSUMPTION_META,
  type AssumptionName,
  FORECAST_SOURCES,
  type ForecastAssumptions,
  type ForecastSource,
  type SourceId,
} from "../../shared/forecast/index.ts";
import { statutoryStatus } from "../../shared/forecast/statutory-text.ts";
import type { Language } from "../../shared/i18n/languages.ts";
import { writtenDate } from "../../shared/i18n/written-date.ts";
import {
  DECIMAL,
  header,
  input,
  PERCENT,
  PRICE,
  type Text,
  title,
} from "./forecast-workbook-cells.ts";

function assumptionFormat(name: AssumptionName): string {
  const unit = ASSUMPTION_META[name].unit;
  if (unit === "%") return PERCENT;
  return unit.startsWith("HKD") ? PRICE : DECIMAL;
}

/** A source as an owner reads it: its kind and its name in the workbook's language, no code. */
function sourceName(id: SourceId, t: Text): string {
  const kind = t(`forecast.sourceKind.${FORECAST_SOURCES[id].kind}`);
  // Our bare estimate needs no name beside its kind: both say "our estimate".
  return id === "A" ? kind : `${kind}: ${t(`forecast.source.${id}`)}`;
}

export function writeAssumptions(
  sheet: Worksheet,
  a: ForecastAssumptions,
  t: Text,
  language: Language,
): void {
  const date = (iso: string) => writtenDate(iso, language);
  sheet.columns = [{ width: 56 }, { width: 14 }, { width: 30 }, { width: 18 }, { width: 40 }];
  title(sheet, 1, t("forecast.assumptions.toggle"), 14);
  sheet.getCell("A2").value = t("forecast.workbook.instructions");
  header(sheet, 4, [
    t("forecast.assumptions.item"),
    t("forecast.assumptions.value"),
    t("forecast.workbook.unit"),
    t("forecast.assumptions.source"),
  ]);
  let row = 5;
  for (const group of ASSUMPTION_GROUPS) {
    title(sheet, row++, t(`forecast.group.${group.id}`));
    for (const name of group.names) {
      const meta = ASSUMPTION_META[name];
      sheet.getCell(row, 1).value = t(`forecast.assumption.${name}`);
      input(sheet.getCell(row, 2), a[name], assumptionFormat(name), name);
      sheet.getCell(row, 3).value = t(`forecast.unit.${meta.unit}`);
      sheet.getCell(row, 4).value = meta.sources
        .map((id) => sourceName(id, t))
        .join(t("forecast.assumptions.listSeparator"));
      const statutory = meta.statutory;
      if (statutory) {
        const status = statutoryStatus(statutory, date);
        sheet.getCell(row, 5).value = t(status.key, status.params);
      }
      row++;
    }
  }
  title(sheet, ++row, t("forecast.assumptions.sources"));
  for (const id of Object.keys(FORECAST_SOURCES) as SourceId[]) {
    if (id === "A" || id === "SPEC") continue;
    const source: ForecastSource = FORECAST_SOURCES[id];
    row++;
    // Named as the website's panel names it, with the document's own title for looking it up.
    sheet.getCell(row, 1).value = `${sourceName(id, t)} (${source.title})`;
    if (source.url) sheet.getCell(row, 3).value = { text: source.url, hyperlink: source.url };
    if (source.checked) {
      sheet.getCell(row, 5).value = t("forecast.assumptions.checked", {
        date: date(source.checked),
      });
    }
  }
}
