import { FormulaError, type FormulaValue } from "./xlsx-formula-values.ts";

export interface CellAddress {
  column: number;
  row: number;
}

/** A rectangle of cells; `sheet` undefined means the formula's own sheet. */
export interface CellRange {
  sheet: string | undefined;
  from: CellAddress;
  to: CellAddress;
}

// --- Addresses ---------------------------------------------------------------------------------

const SHEET_PREFIX = String.raw`(?:'((?:[^']|'')+)'|([\p{L}\p{N}_.]+))!`;
const CELL = String.raw`\$?([A-Z]{1,3})\$?(\d+)`;
/** A reference at the start of a formula's rest: optional sheet, a cell, optionally `:cell`. */
const REFERENCE = new RegExp(
  `^(?:${SHEET_PREFIX})?${CELL}(?::${CELL})?(?![\\p{L}\\p{N}_.(!])`,
  "u",
);

function columnNumber(letters: string): number {
  let n = 0;
  for (const letter of letters) n = n * 26 + (letter.charCodeAt(0) - 64);
  return n;
}

function rangeOf(match: RegExpExecArray): CellRange {
  const [, quoted, plain, fromColumn, fromRow, toColumn, toRow] = match;
  const from = { column: columnNumber(fromColumn!), row: Number(fromRow) };
  const to = toColumn ? { column: columnNumber(toColumn), row: Number(toRow) } : from;
  return {
    sheet: quoted?.replace(/''/g, "'") ?? plain,
    // Excel accepts B2:A1 and means A1:B2.
    from: { column: Math.min(from.column, to.column), row: Math.min(from.row, to.row) },
    to: { column: Math.max(from.column, to.column), row: Math.max(from.row, to.row) },
  };
}

/** Reads "A1", "$B$3", "Sheet!A1:B2" or "'Sheet name'!$A$1" as a range. */
export function parseReference(text: string): CellRange {
  const match = REFERENCE.exec(text.trim());
  if (!match || match[0].length !== text.trim().length) {
    throw new FormulaError(`not a cell reference: ${text}`);
  }
  return rangeOf(match);
}

// --- Parsing -----------------------------------------------------------------------------------

export type Node =
  | { kind: "value"; value: FormulaValue }
  | { kind: "ref"; range: CellRange }
  | { kind: "name"; name: string }
  | { kind: "call"; fn: string; args: Node[] }
  | { kind: "unary"; op: string; operand: Node }
  | { kind: "binary"; op: string; left: Node; right: Node };

const NUMBER = /^\d+(?:\.\d*)?(?:E[+-]?\d+)?|^\.\d+(?:E[+-]?\d+)?/i;
const IDENTIFIER = /^[\p{L}_][\p{L}\p{N}_.]*/u;
const OPERATOR = /^(?:<=|>=|<>|[-+*/^=<>(),])/;
const COMPARISONS = ["=", "<>", "<=", ">=", "<", ">"] as const;

function parse(formula: string): Node {
  let rest = formula.replace(/^\s*=/, "");
  const skipSpace = () => {
    rest = rest.replace(/^\s+/, "");
  };
  const peek = (): string => {
    skipSpace();
    return OPERATOR.exec(rest)?.[0] ?? "";
  };
  const take = (token: string) => {
    if (peek() !== token) {
      throw new FormulaError(`expected "${token}" at "${rest}" in ${formula}`);
    }
    rest = rest.slice(token.length);
  };

  function primary(): Node {
    skipSpace();
    if (rest === "") throw new FormulaError(`unexpected end of ${formula}`);
    if (rest.startsWith("(")) {
      take("(");
      const inner = comparison();
      take(")");
      return inner;
    }
    if (rest.startsWith('"')) {
      const match = /^"((?:[^"]|"")*)"/.exec(rest);
      if (!match) throw new FormulaError(`unterminated string in ${formula}`);
      rest = rest.slice(match[0].length);
      return { kind: "value", value: match[1]!.replace(/""/g, '"') };
    }
    // Before numbers, so a sheet named 2024 ('2024'!A1 or 2024!A1) reads as a sheet.
    const reference = REFERENCE.exec(rest);
    if (reference) {
      rest = rest.slice(reference[0].length);
      return { kind: "ref", range: rangeOf(reference) };
    }
    const number = NUMBER.exec(rest);
    if (number) {
      rest = rest.slice(number[0].length);
      return { kind: "value", value: Number(number[0]) };
    }
    const identifier = IDENTIFIER.exec(rest);
    if (identifier) {
      rest = rest.slice(identifier[0].length);
      const word = identifier[0];
      if (peek() === "(") {
        take("(");
        const args: Node[] = [];
        if (peek() !== ")") {
          args.push(comparison());
          while (peek() === ",") {
            take(",");
            args.push(comparison());
          }
        }
        take(")");
        return { kind: "call", fn: word.toUpperCase(), args };
      }
      if (/^(TRUE|FALSE)$/i.test(word)) {
        return { kind: "value", value: word.toUpperCase() === "TRUE" };
      }
      return { kind: "name", name: word };
    }
    throw new FormulaError(`cannot read "${rest}" in ${formula}`);
  }

  // Excel's precedence, tightest first: negation, ^, * and /, + and -, comparisons. Negation
  // binds tighter than ^ (-2^2 is 4), and every level groups from the left (2^3^2 is 64).
  function unary(): Node {
    const op = peek();
    if (op === "-" || op === "+") {
      take(op);
      return { kind: "unary", op, operand: unary() };
    }
    return primary();
  }
  const level = (ops: readonly string[], next: () => Node) => (): Node => {
    let left = next();
    for (let op = peek(); ops.includes(op); op = peek()) {
      take(op);
      left = { kind: "binary", op, left, right: next() };
    }
    return left;
  };
  const power = level(["^"], unary);
  const product = level(["*", "/"], power);
  const sum = level(["+", "-"], product);
  const comparison = level(COMPARISONS, sum);

  const tree = comparison();
  skipSpace();
  if (rest !== "") throw new FormulaError(`trailing "${rest}" in ${formula}`);
  return tree;
}

const parsed = new Map<string, Node>();

export function parseCached(formula: string): Node {
  let tree = parsed.get(formula);
  if (!tree) {
    tree = parse(formula);
    // The generators write the same few hundred formulas again and again.
    if (parsed.size > 10_000) parsed.clear();
    parsed.set(formula, tree);
  }
  return tree;
}
