import type { CellValue, Workbook } from "exceljs";

/*
 * A small evaluator for the formulas the spreadsheet templates write: numbers, "" strings, cell
 * references and ranges (optionally on another sheet), + - * /, comparisons, and SUM, IF, MIN,
 * MAX, ROUND, ABS. The generator uses it to store each formula's result in the file, so viewers
 * that do not recalculate (phone previews, mail attachments) show the right totals; the tests use
 * it to check the formulas against sums worked out by hand.
 */

export type FormulaValue = number | string | boolean | null;

export class FormulaError extends Error {}

/** Looks up a cell: its own value, or its formula's result. */
export type CellResolver = (sheet: string | undefined, column: number, row: number) => FormulaValue;

type Token =
  | { kind: "number"; value: number }
  | { kind: "string"; value: string }
  | { kind: "ref"; sheet: string | undefined; from: CellAddress; to: CellAddress | undefined }
  | { kind: "name"; value: string }
  | { kind: "op"; value: string };

interface CellAddress {
  column: number;
  row: number;
}

const CELL = /^\$?([A-Z]{1,3})\$?(\d+)/;

function columnNumber(letters: string): number {
  let n = 0;
  for (const letter of letters) n = n * 26 + (letter.charCodeAt(0) - 64);
  return n;
}

function readCell(text: string): { address: CellAddress; length: number } | null {
  const match = CELL.exec(text);
  if (!match) return null;
  return {
    address: { column: columnNumber(match[1]!), row: Number(match[2]) },
    length: match[0].length,
  };
}

function tokenize(formula: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < formula.length) {
    const rest = formula.slice(i);
    const char = formula[i]!;
    if (char === " ") {
      i++;
      continue;
    }
    const number = /^\d+(\.\d+)?/.exec(rest);
    if (number) {
      tokens.push({ kind: "number", value: Number(number[0]) });
      i += number[0].length;
      continue;
    }
    if (char === '"') {
      const end = formula.indexOf('"', i + 1);
      if (end < 0) throw new FormulaError(`unterminated string in ${formula}`);
      tokens.push({ kind: "string", value: formula.slice(i + 1, end) });
      i = end + 1;
      continue;
    }
    // A sheet-qualified reference: 'Sheet name'!A1 or Sheet!A1, optionally a range.
    const sheet = /^(?:'((?:[^']|'')+)'|([A-Za-z0-9_.]+))!/.exec(rest);
    const ref = readCell(sheet ? rest.slice(sheet[0].length) : rest);
    if (ref && (sheet || !/^[A-Z]+\(/.test(rest))) {
      let length = (sheet?.[0].length ?? 0) + ref.length;
      let to: CellAddress | undefined;
      if (formula[i + length] === ":") {
        const end = readCell(formula.slice(i + length + 1));
        if (!end) throw new FormulaError(`bad range in ${formula}`);
        to = end.address;
        length += 1 + end.length;
      }
      const sheetName = sheet ? (sheet[1]?.replace(/''/g, "'") ?? sheet[2]) : undefined;
      tokens.push({ kind: "ref", sheet: sheetName, from: ref.address, to });
      i += length;
      continue;
    }
    const name = /^[A-Z]+(?=\()/.exec(rest);
    if (name) {
      tokens.push({ kind: "name", value: name[0] });
      i += name[0].length;
      continue;
    }
    const op = /^(<>|<=|>=|[-+*/(),=<>])/.exec(rest);
    if (op) {
      tokens.push({ kind: "op", value: op[0] });
      i += op[0].length;
      continue;
    }
    throw new FormulaError(`cannot read "${rest}" in ${formula}`);
  }
  return tokens;
}

type Value = FormulaValue | FormulaValue[];

function toNumber(value: Value): number {
  if (Array.isArray(value)) throw new FormulaError("a range used as a number");
  if (value === null || value === "") return 0;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (typeof value === "number") return value;
  throw new FormulaError(`#VALUE! (${value})`);
}

function scalar(value: Value): FormulaValue {
  if (Array.isArray(value)) throw new FormulaError("a range used as a value");
  return value;
}

const FUNCTIONS: Record<string, (args: Value[]) => FormulaValue> = {
  SUM: (args) => args.flat().reduce<number>((sum, v) => (typeof v === "number" ? sum + v : sum), 0),
  MIN: (args) => Math.min(...args.flat().filter((v): v is number => typeof v === "number")),
  MAX: (args) => Math.max(...args.flat().filter((v): v is number => typeof v === "number")),
  ABS: ([x]) => Math.abs(toNumber(x ?? null)),
  ROUND: ([x, digits]) => {
    const factor = 10 ** toNumber(digits ?? 0);
    return Math.round(toNumber(x ?? null) * factor) / factor;
  },
};

function compare(op: string, a: FormulaValue, b: FormulaValue): boolean {
  // Excel compares an empty cell as 0 with numbers and as "" with text.
  const left = a === null ? (typeof b === "string" ? "" : 0) : a;
  const right = b === null ? (typeof a === "string" ? "" : 0) : b;
  switch (op) {
    case "=":
      return left === right;
    case "<>":
      return left !== right;
    case "<":
      return left < right;
    case ">":
      return left > right;
    case "<=":
      return left <= right;
    default:
      return left >= right;
  }
}

type Node =
  | { kind: "literal"; value: FormulaValue }
  | { kind: "ref"; token: Extract<Token, { kind: "ref" }> }
  | { kind: "call"; name: string; args: Node[] }
  | { kind: "negate"; operand: Node }
  | { kind: "binary"; op: string; left: Node; right: Node };

function parse(formula: string): Node {
  const tokens = tokenize(formula.replace(/^=/, ""));
  let position = 0;
  const isOp = (value: string) => {
    const token = tokens[position];
    return token?.kind === "op" && token.value === value;
  };
  const expect = (value: string) => {
    if (!isOp(value)) throw new FormulaError(`expected "${value}" in ${formula}`);
    position++;
  };

  function primary(): Node {
    const token = tokens[position++];
    if (!token) throw new FormulaError(`unexpected end of ${formula}`);
    switch (token.kind) {
      case "number":
      case "string":
        return { kind: "literal", value: token.value };
      case "ref":
        return { kind: "ref", token };
      case "name": {
        expect("(");
        const args: Node[] = [];
        if (!isOp(")")) {
          args.push(comparison());
          while (isOp(",")) {
            position++;
            args.push(comparison());
          }
        }
        expect(")");
        return { kind: "call", name: token.value, args };
      }
      case "op":
        if (token.value === "(") {
          const inner = comparison();
          expect(")");
          return inner;
        }
        if (token.value === "-") return { kind: "negate", operand: primary() };
        if (token.value === "+") return primary();
        throw new FormulaError(`unexpected "${token.value}" in ${formula}`);
    }
  }

  function binary(next: () => Node, ops: readonly string[]): () => Node {
    return () => {
      let node = next();
      while (ops.some(isOp)) {
        const op = (tokens[position++] as { value: string }).value;
        node = { kind: "binary", op, left: node, right: next() };
      }
      return node;
    };
  }
  const term = binary(primary, ["*", "/"]);
  const additive = binary(term, ["+", "-"]);
  function comparison(): Node {
    const left = additive();
    for (const op of ["<>", "<=", ">=", "=", "<", ">"]) {
      if (isOp(op)) {
        position++;
        return { kind: "binary", op, left, right: additive() };
      }
    }
    return left;
  }

  const root = comparison();
  if (position !== tokens.length) throw new FormulaError(`trailing input in ${formula}`);
  return root;
}

function evaluateNode(node: Node, resolve: CellResolver): Value {
  switch (node.kind) {
    case "literal":
      return node.value;
    case "ref": {
      const { sheet, from, to } = node.token;
      if (!to) return resolve(sheet, from.column, from.row);
      const values: FormulaValue[] = [];
      for (let row = from.row; row <= to.row; row++) {
        for (let column = from.column; column <= to.column; column++) {
          values.push(resolve(sheet, column, row));
        }
      }
      return values;
    }
    case "negate":
      return -toNumber(evaluateNode(node.operand, resolve));
    case "call": {
      // IF evaluates only the branch it takes, so IF(x=0,"",y/x) never divides by zero.
      if (node.name === "IF") {
        const [test, yes, no] = node.args;
        const condition = scalar(test ? evaluateNode(test, resolve) : false);
        const truthy = typeof condition === "string" ? condition !== "" : Boolean(condition);
        const branch = truthy ? yes : no;
        return branch ? scalar(evaluateNode(branch, resolve)) : false;
      }
      const fn = FUNCTIONS[node.name];
      if (!fn) throw new FormulaError(`unknown function ${node.name}`);
      return fn(node.args.map((arg) => evaluateNode(arg, resolve)));
    }
    case "binary": {
      const left = evaluateNode(node.left, resolve);
      const right = evaluateNode(node.right, resolve);
      if (["=", "<>", "<", ">", "<=", ">="].includes(node.op)) {
        return compare(node.op, scalar(left), scalar(right));
      }
      const a = toNumber(left);
      const b = toNumber(right);
      if (node.op === "+") return a + b;
      if (node.op === "-") return a - b;
      if (node.op === "*") return a * b;
      if (b === 0) throw new FormulaError("#DIV/0!");
      return a / b;
    }
  }
}

/** The value of one formula (with or without its leading "="), reading cells through `resolve`. */
export function evaluateFormula(formula: string, resolve: CellResolver): FormulaValue {
  // Like Excel, a formula that only points at an empty cell shows 0.
  return scalar(evaluateNode(parse(formula), resolve)) ?? 0;
}

function plainValue(value: CellValue): FormulaValue | { formula: string } {
  if (value === null || value === undefined) return null;
  if (typeof value === "number" || typeof value === "string" || typeof value === "boolean") {
    return value;
  }
  if (value instanceof Date) return value.getTime();
  if (typeof value === "object" && "formula" in value && typeof value.formula === "string") {
    return { formula: value.formula };
  }
  if (typeof value === "object" && "richText" in value) {
    return value.richText.map((part) => part.text).join("");
  }
  return null;
}

/**
 * Evaluates every formula in the workbook and returns a resolver over the results. With `store`,
 * each formula cell keeps its result, as Excel would have saved it.
 */
export function evaluateWorkbook(workbook: Workbook, options: { store?: boolean } = {}) {
  const results = new Map<string, FormulaValue>();
  const inProgress = new Set<string>();
  const firstSheet = workbook.worksheets[0]?.name;

  const resolve = (sheetName: string | undefined, column: number, row: number): FormulaValue => {
    const name = sheetName ?? firstSheet;
    const sheet = name === undefined ? undefined : workbook.getWorksheet(name);
    if (!sheet) throw new FormulaError(`no sheet "${sheetName}"`);
    const key = `${sheet.name}!${column},${row}`;
    if (results.has(key)) return results.get(key)!;
    const cell = sheet.getCell(row, column);
    const value = plainValue(cell.value);
    if (value === null || typeof value !== "object") return value;
    if (inProgress.has(key)) throw new FormulaError(`circular reference at ${key}`);
    inProgress.add(key);
    // A formula's references without a sheet name are on the formula's own sheet.
    const result = evaluateFormula(value.formula, (s, c, r) => resolve(s ?? sheet.name, c, r));
    inProgress.delete(key);
    results.set(key, result);
    if (options.store) cell.value = { formula: value.formula, result: result ?? "" } as CellValue;
    return result;
  };

  for (const sheet of workbook.worksheets) {
    sheet.eachRow((row) => {
      row.eachCell((cell) => {
        if (cell.formula) resolve(sheet.name, Number(cell.col), Number(cell.row));
      });
    });
  }
  return resolve;
}
