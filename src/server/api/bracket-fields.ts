/**
 * Form bodies name nested fields with brackets (`tax_input[listar_category][0]`,
 * `opening_hour[1][start][0]`, `category[]`), as PHP reads them; JSON bodies nest them for real.
 * This turns the first into the second, so one schema reads both. Keys that would reach an
 * object's prototype are refused by the caller's schema: they are kept as plain own keys of
 * prototype-less objects and never looked up.
 */
const BRACKETED = /^([^[\]]+)((?:\[[^[\]]*\])+)$/;

type Tree = { [key: string]: unknown };

const tree = (): Tree => Object.create(null) as Tree;

function isTree(value: unknown): value is Tree {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** Where a bracketed key puts its value; `[]` appends. Conflicting shapes keep the first value. */
function place(root: Tree, path: string[], value: unknown) {
  let node: Tree = root;
  for (const [index, segment] of path.entries()) {
    const last = index === path.length - 1;
    const key = segment === "" ? String(Object.keys(node).length) : segment;
    if (last) {
      if (!(key in node)) node[key] = value;
      return;
    }
    const next = node[key];
    if (next === undefined) {
      const child = tree();
      node[key] = child;
      node = child;
    } else if (isTree(next)) {
      node = next;
    } else {
      return;
    }
  }
}

/** The fields with bracketed names gathered into nested objects; other fields as they came. */
export function expandBracketFields(fields: Record<string, unknown>): Tree {
  const result = tree();
  for (const [name, value] of Object.entries(fields)) {
    const match = BRACKETED.exec(name);
    if (!match) {
      if (!(name in result)) result[name] = value;
      continue;
    }
    const segments = [...match[2]!.matchAll(/\[([^[\]]*)\]/g)].map((found) => found[1]!);
    // A repeated `name[]` arrives as a list from the parsers.
    const values = Array.isArray(value) && segments.at(-1) === "" ? value : [value];
    for (const item of values) place(result, [match[1]!, ...segments], item);
  }
  return result;
}

/**
 * A list from the ways clients send one: an array, an object keyed 0…n (bracketed form keys),
 * a comma-separated text ("1,2,3"), or a single value.
 */
export function listOf(value: unknown): unknown[] {
  if (value === undefined || value === null || value === "") return [];
  if (Array.isArray(value)) return value;
  if (isTree(value)) {
    return Object.keys(value)
      .sort((a, b) => Number(a) - Number(b))
      .map((key) => value[key]);
  }
  if (typeof value === "string") {
    return value
      .split(",")
      .map((item) => item.trim())
      .filter((item) => item !== "");
  }
  return [value];
}
