import { mapStrings, replaceWords, simplifyDeep } from "../../../shared/i18n/generate-sc.ts";

/**
 * Mainland wording for the template texts' Simplified Chinese (review S1–S2, decision 033).
 *
 * OpenCC converts characters, not vocabulary, so Hong Kong words survive it. Two layers fix that,
 * both applied by `npm run i18n:sc` after OpenCC:
 * 1. `SC_TEMPLATE_VOCABULARY`: Hong Kong words whose mainland equivalent is right in every template
 *    sentence (纪录 → 记录, 电邮 → 电子邮件…). Replacing words rather than sentences means a later
 *    change to the tc source cannot leave a stale sc sentence behind.
 * 2. Per-entry overrides (`<name>.sc-overrides.ts` beside each text): the whole sc string for one
 *    entry, where the right word depends on the sentence, as `sc-overrides.ts` does for the
 *    message catalogue.
 * Official Hong Kong names stay as they are (强积金, 《雇佣条例》, 长期服务金, 《个人资料（私隐）条例》):
 * the documents are for employment and business in Hong Kong.
 */
export const SC_TEMPLATE_VOCABULARY: readonly (readonly [hongKong: string, mainland: string])[] = [
  ["纪录", "记录"],
  ["应征", "应聘"],
  ["多谢", "感谢"],
  ["手提电话", "手机"],
  ["电邮", "电子邮件"],
  ["联络", "联系"],
  ["字元", "字符"],
  ["编排更表", "编制排班表"],
  ["更表", "排班表"],
  ["落单", "下单"],
  ["覆核", "复核"],
  ["平方呎", "平方英尺"],
  ["范本", "模板"],
  ["上期租金", "预付租金"],
  ["按金", "押金"],
  ["雪柜", "冰箱"],
  ["冷气", "空调"],
  ["家私", "家具"],
  ["台椅", "桌椅"],
  ["订座程式", "订座应用"],
  ["资讯平台", "信息平台"],
  ["核数", "审计"],
  ["水吧", "吧台"],
  ["楼面员工", "前厅员工"],
  ["喂哺母乳", "哺乳"],
  ["「", "“"],
  ["」", "”"],
];

/** One text object's per-entry sc overrides: its shape, every entry optional, arrays by index. */
export type ScTextOverrides<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? { readonly [index: number]: ScTextOverrides<Item> }
    : T extends object
      ? { readonly [Key in keyof T]?: ScTextOverrides<T[Key]> }
      : never;

/** A converted string with the vocabulary list applied. */
export function applyScVocabulary(text: string): string {
  return replaceWords(text, SC_TEMPLATE_VOCABULARY);
}

/**
 * Puts each override in place of the generated entry at the same path. An override for an entry
 * the text does not have, or for a group rather than a string, is an error: the tc text moved and
 * the override must follow it.
 */
export function applyScOverrides<T>(generated: T, overrides: unknown, path = ""): T {
  if (overrides === undefined) return generated;
  if (typeof overrides === "string") {
    if (typeof generated !== "string") {
      throw new Error(`sc override at ${path || "(root)"} replaces a group, not a string`);
    }
    return overrides as T;
  }
  if (overrides === null || typeof overrides !== "object" || typeof generated !== "object") {
    throw new Error(`sc override at ${path || "(root)"} does not match the text's shape`);
  }
  const copy = (Array.isArray(generated) ? [...generated] : { ...generated }) as Record<
    string,
    unknown
  >;
  for (const [key, override] of Object.entries(overrides)) {
    const at = path ? `${path}.${key}` : key;
    if (!Object.hasOwn(copy, key)) throw new Error(`sc override for ${at}, which tc does not have`);
    copy[key] = applyScOverrides(copy[key], override, at);
  }
  return copy as T;
}

/** The sc text of a tc text object: OpenCC, then the vocabulary list, then the overrides. */
export function scTextOf<T>(source: T, overrides?: ScTextOverrides<T> | unknown): T {
  return applyScOverrides(mapStrings(simplifyDeep(source), applyScVocabulary), overrides);
}

/** Every overridden entry as [path, override], for checks and tests. */
export function overrideEntries(overrides: unknown, path = ""): [string, string][] {
  if (typeof overrides === "string") return [[path, overrides]];
  if (overrides === null || typeof overrides !== "object") return [];
  return Object.entries(overrides).flatMap(([key, value]) =>
    overrideEntries(value, path ? `${path}.${key}` : key),
  );
}

/** The entry at a dotted path of a text object. */
export function entryAt(value: unknown, path: string): unknown {
  return path
    .split(".")
    .reduce<unknown>(
      (node, key) =>
        node !== null && typeof node === "object"
          ? (node as Record<string, unknown>)[key]
          : undefined,
      value,
    );
}
