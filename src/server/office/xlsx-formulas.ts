import type { Cell, CellValue, Workbook } from "exceljs";

/*
 * exceljs writes and reads formulas but does not compute them. This evaluates the subset our
 * generators write (the spreadsheet templates and the forecast workbook): numbers, "strings",
 * TRUE/FALSE, cell references and ranges (optionally on another sheet), defined names,
 * + - * / ^, comparisons, and SUM, MIN, MAX, IF, ROUND, ROUNDUP, ABS.
 *
 * The generators use it to store each formula's result in the file, so viewers that do not
 * recalculate (phone previews, mail attachments) show the figures; the tests use it to check the
 * formulas against figures worked out by hand or by the forecast engine, also after an input is
 * changed "in Excel".
 *
 * Two kinds of failure are kept apart. What this evaluator cannot read (a function it does not
 * know, bad syntax, a circular reference) throws `FormulaError`: it refuses rather than guesses.
 * What Excel itself would show as an error (#DIV/0!, #VALUE!, #NUM!) throws `ExcelError`, which
 * spreads to every formula that uses the cell, as in Excel; `evaluateWorkbook`'s `store` saves it
 * as the cell's error result.
 */

export type FormulaValue = number | string | boolean | null;

/** The formula cannot be evaluated here: unsupported syntax or function, or a circular reference. */
export class FormulaError extends Error {
  override name = "FormulaError";
}

/** The errors this evaluator gives, and those it reads back from a stored cell. */
export type ExcelErrorCode =
  | "#DIV/0!"
  | "#VALUE!"
  | "#NUM!"
  | "#N/A"
  | "#NAME?"
  | "#NULL!"
  | "#REF!";

/** The error value Excel would show for the formula. */
export class ExcelError extends Error {
  override name = "ExcelError";
  constructor(readonly code: ExcelErrorCode) {
    super(code);
  }
}

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

/** Looks up a cell: its own value, or its formula's result. */
export type CellResolver = (sheet: string | undefined, column: number, row: number) => FormulaValue;

/** The cells a defined name refers to, or undefined for a name the workbook does not define. */
export type NameResolver = (name: string) => CellRange | undefined;

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

type Node =
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

// --- Values ------------------------------------------------------------------------------------

/** A value used as a number, as Excel converts it: blank is 0, TRUE is 1, "12" is 12. */
function toNumber(value: FormulaValue): number {
  if (value === null) return 0;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (typeof value === "number") return value;
  const n = value.trim() === "" ? Number.NaN : Number(value);
  if (!Number.isFinite(n)) throw new ExcelError("#VALUE!");
  return n;
}

function toBoolean(value: FormulaValue): boolean {
  if (typeof value === "string") {
    if (/^true$/i.test(value)) return true;
    if (/^false$/i.test(value)) return false;
    throw new ExcelError("#VALUE!");
  }
  return toNumber(value) !== 0;
}

/** A number result, or #NUM! for what Excel cannot hold (overflow, 0^-1…). */
function finite(n: number): number {
  if (!Number.isFinite(n)) throw new ExcelError("#NUM!");
  return n === 0 ? 0 : n; // no -0
}

/**
 * Excel's ordering: numbers before text before TRUE/FALSE, text without regard to case, and a
 * blank cell as 0, "" or FALSE, whichever the other side is.
 */
function compare(a: FormulaValue, b: FormulaValue): number {
  const blankLike = (other: FormulaValue) =>
    typeof other === "string" ? "" : typeof other === "boolean" ? false : 0;
  const left = a ?? blankLike(b);
  const right = b ?? blankLike(a);
  const rank = (v: number | string | boolean) =>
    typeof v === "number" ? 0 : typeof v === "string" ? 1 : 2;
  if (rank(left) !== rank(right)) return rank(left) - rank(right);
  if (typeof left === "string") {
    const x = left.toLowerCase();
    const y = (right as string).toLowerCase();
    return x < y ? -1 : x > y ? 1 : 0;
  }
  return Number(left) - Number(right);
}

/**
 * ROUND and ROUNDUP: halves and any remainder away from zero, after cutting the binary noise
 * below Excel's 15 significant digits (so ROUND(2.675,2) is 2.68, as Excel shows).
 */
function round(x: number, digits: number, mode: "nearest" | "up"): number {
  const places = Math.trunc(digits);
  const scale = 10 ** Math.abs(places);
  const scaled = places >= 0 ? Math.abs(x) * scale : Math.abs(x) / scale;
  const clean = Number(scaled.toPrecision(15));
  const rounded = mode === "up" ? Math.ceil(clean) : Math.round(clean);
  return finite(Math.sign(x) * (places >= 0 ? rounded / scale : rounded * scale));
}

// --- Evaluation --------------------------------------------------------------------------------

interface Context {
  cell: CellResolver;
  name: NameResolver;
}

function rangeOfName(node: { name: string }, context: Context): CellRange {
  const range = context.name(node.name);
  if (!range) throw new FormulaError(`unknown name ${node.name}`);
  return range;
}

/** The values of the cells a reference or a name points at; null for any other expression. */
function referenced(node: Node, context: Context): FormulaValue[] | null {
  if (node.kind !== "ref" && node.kind !== "name") return null;
  const { sheet, from, to } = node.kind === "ref" ? node.range : rangeOfName(node, context);
  const values: FormulaValue[] = [];
  for (let row = from.row; row <= to.row; row++) {
    for (let column = from.column; column <= to.column; column++) {
      values.push(context.cell(sheet, column, row));
    }
  }
  return values;
}

/**
 * The numbers SUM, MIN and MAX take from an argument: from cells only the numbers (text, TRUE and
 * blanks are skipped), a value typed in the formula converted as Excel converts it.
 */
function numbersOf(args: readonly Node[], context: Context): number[] {
  return args.flatMap((arg) => {
    const values = referenced(arg, context);
    if (values) return values.filter((v): v is number => typeof v === "number");
    return [toNumber(evaluate(arg, context))];
  });
}

function arity(fn: string, args: readonly Node[], min: number, max: number): void {
  if (args.length < min || args.length > max) {
    throw new FormulaError(`${fn} takes ${min === max ? min : `${min} to ${max}`} arguments`);
  }
}

function call(fn: string, args: readonly Node[], context: Context): FormulaValue {
  const number = (index: number) => toNumber(evaluate(args[index]!, context));
  switch (fn) {
    case "IF": {
      // Only the branch taken is evaluated, so IF(A1=0,"",B1/A1) never divides by zero.
      arity(fn, args, 2, 3);
      const branch = toBoolean(evaluate(args[0]!, context)) ? args[1] : args[2];
      // A branch that points at a blank cell gives 0, as in Excel.
      return branch ? (evaluate(branch, context) ?? 0) : false;
    }
    case "SUM":
      arity(fn, args, 1, 255);
      return finite(numbersOf(args, context).reduce((sum, n) => sum + n, 0));
    case "MIN":
    case "MAX": {
      arity(fn, args, 1, 255);
      const numbers = numbersOf(args, context);
      if (numbers.length === 0) return 0;
      return fn === "MIN" ? Math.min(...numbers) : Math.max(...numbers);
    }
    case "ABS":
      arity(fn, args, 1, 1);
      return Math.abs(number(0));
    case "ROUND":
    case "ROUNDUP":
      arity(fn, args, 2, 2);
      return round(number(0), number(1), fn === "ROUND" ? "nearest" : "up");
  }
  throw new FormulaError(`unsupported function ${fn}`);
}

function evaluate(node: Node, context: Context): FormulaValue {
  switch (node.kind) {
    case "value":
      return node.value;
    case "ref":
    case "name": {
      const values = referenced(node, context)!;
      if (values.length !== 1) throw new FormulaError("a range where one value is expected");
      return values[0]!;
    }
    case "unary": {
      const value = toNumber(evaluate(node.operand, context));
      return node.op === "-" ? finite(-value) : value;
    }
    case "call":
      return call(node.fn, node.args, context);
    case "binary": {
      const left = evaluate(node.left, context);
      const right = evaluate(node.right, context);
      switch (node.op) {
        case "+":
          return finite(toNumber(left) + toNumber(right));
        case "-":
          return finite(toNumber(left) - toNumber(right));
        case "*":
          return finite(toNumber(left) * toNumber(right));
        case "/": {
          const dividend = toNumber(left);
          const divisor = toNumber(right);
          if (divisor === 0) throw new ExcelError("#DIV/0!");
          return finite(dividend / divisor);
        }
        case "^":
          return finite(toNumber(left) ** toNumber(right));
        case "=":
          return compare(left, right) === 0;
        case "<>":
          return compare(left, right) !== 0;
        case "<":
          return compare(left, right) < 0;
        case ">":
          return compare(left, right) > 0;
        case "<=":
          return compare(left, right) <= 0;
        default:
          return compare(left, right) >= 0;
      }
    }
  }
}

const parsed = new Map<string, Node>();

function parseCached(formula: string): Node {
  let tree = parsed.get(formula);
  if (!tree) {
    tree = parse(formula);
    // The generators write the same few hundred formulas again and again.
    if (parsed.size > 10_000) parsed.clear();
    parsed.set(formula, tree);
  }
  return tree;
}

/**
 * The value of one formula (with or without its leading "="), reading cells through `resolve`
 * and defined names through `names`. Throws `ExcelError` where Excel would show an error.
 */
export function evaluateFormula(
  formula: string,
  resolve: CellResolver,
  names: NameResolver = () => undefined,
): FormulaValue {
  // Like Excel, a formula that only points at a blank cell shows 0.
  return evaluate(parseCached(formula), { cell: resolve, name: names }) ?? 0;
}

// --- Workbooks ---------------------------------------------------------------------------------

/** A formula cell of a workbook, with the result the file holds for it. */
export interface FormulaCell {
  sheet: string;
  address: string;
  formula: string;
  stored: unknown;
}

export interface WorkbookEvaluator {
  /** The value of a cell ("B3", "$B$3"), computing its formula and those it depends on. */
  cell(sheet: string, address: string): FormulaValue;
  /** The value of the cell a defined name points at. */
  name(name: string): FormulaValue;
  /** Changes the input cell a defined name points at, as an owner would in Excel. */
  set(name: string, value: FormulaValue): void;
  /** Every formula cell, with the result stored in the file. */
  formulaCells(): FormulaCell[];
}

/** A stored cell value as a formula sees it, or the formula to evaluate. */
function plainValue(cell: Cell): FormulaValue | { formula: string } {
  // Only the top-left cell of a merged area holds a value; Excel reads the others as blank.
  if (cell.isMerged && cell.master.address !== cell.address) return null;
  if (cell.formula) return { formula: cell.formula };
  const value: CellValue = cell.value;
  if (value === null || value === undefined) return null;
  if (typeof value === "number" || typeof value === "string" || typeof value === "boolean") {
    return value;
  }
  // Excel keeps a date as days since 1899-12-30.
  if (value instanceof Date) return value.getTime() / 86_400_000 + 25_569;
  if ("richText" in value) return value.richText.map((part) => part.text).join("");
  if ("hyperlink" in value) {
    const text = value.text as unknown;
    return typeof text === "string"
      ? text
      : (text as { richText: { text: string }[] }).richText.map((part) => part.text).join("");
  }
  if ("error" in value) throw new ExcelError(value.error as ExcelErrorCode);
  throw new FormulaError(`unsupported value in ${cell.address}`);
}

function definedNames(workbook: Workbook): Map<string, CellRange> {
  const names = new Map<string, CellRange>();
  const model = workbook.definedNames.model as { name: string; ranges: string[] }[];
  for (const { name, ranges } of model) {
    if (ranges.length !== 1) throw new FormulaError(`${name} refers to ${ranges.length} ranges`);
    const range = parseReference(ranges[0]!);
    if (range.sheet === undefined) throw new FormulaError(`${name} names no sheet`);
    names.set(name.toUpperCase(), range);
  }
  return names;
}

/**
 * Evaluates every formula in the workbook (so one it cannot read fails here, not later) and
 * returns an evaluator over the results. With `store`, each formula cell keeps its result, as
 * Excel would have saved it: a number, text, or the error Excel would show.
 */
export function evaluateWorkbook(
  workbook: Workbook,
  options: { store?: boolean } = {},
): WorkbookEvaluator {
  const names = definedNames(workbook);
  const results = new Map<string, FormulaValue | ExcelError>();
  const inProgress = new Set<string>();

  const worksheet = (name: string) => {
    const sheet = workbook.getWorksheet(name);
    if (!sheet) throw new FormulaError(`no sheet "${name}"`);
    return sheet;
  };
  const nameRange = (name: string) => names.get(name.toUpperCase());

  const resolve = (sheetName: string, column: number, row: number): FormulaValue => {
    const sheet = worksheet(sheetName);
    const key = `${sheet.name}!${column},${row}`;
    const known = results.get(key);
    if (known instanceof ExcelError) throw known;
    if (known !== undefined) return known;
    // findCell, not getCell: reading a blank cell must not add it to the sheet.
    const cell = sheet.findCell(row, column);
    if (!cell) return null;
    const value = plainValue(cell);
    if (value === null || typeof value !== "object") return value;

    if (inProgress.has(key))
      throw new FormulaError(`circular reference at ${sheet.name}!${cell.address}`);
    inProgress.add(key);
    let result: FormulaValue | ExcelError;
    try {
      // A reference without a sheet name is on the formula's own sheet.
      result = evaluateFormula(
        value.formula,
        (s, c, r) => resolve(s ?? sheet.name, c, r),
        nameRange,
      );
    } catch (error) {
      if (!(error instanceof ExcelError)) throw error;
      result = error;
    } finally {
      inProgress.delete(key);
    }
    results.set(key, result);
    if (options.store) {
      const stored = result instanceof ExcelError ? { error: result.code } : result;
      cell.value = { ...(cell.value as object), result: stored } as CellValue;
    }
    if (result instanceof ExcelError) throw result;
    return result;
  };

  const cellValue = (sheet: string, address: string): FormulaValue => {
    const { from, to } = parseReference(address);
    if (from.column !== to.column || from.row !== to.row) {
      throw new FormulaError(`${address} is a range, not a cell`);
    }
    return resolve(sheet, from.column, from.row);
  };
  const namedCell = (name: string) => {
    const range = nameRange(name);
    if (!range) throw new FormulaError(`unknown name ${name}`);
    if (range.from.column !== range.to.column || range.from.row !== range.to.row) {
      throw new FormulaError(`${name} names a range, not a cell`);
    }
    return { sheet: range.sheet!, ...range.from };
  };

  const formulaCells = (): FormulaCell[] => {
    const cells: FormulaCell[] = [];
    for (const sheet of workbook.worksheets) {
      sheet.eachRow((row) => {
        row.eachCell((cell) => {
          if (cell.formula && !(cell.isMerged && cell.master.address !== cell.address)) {
            cells.push({
              sheet: sheet.name,
              address: cell.address,
              formula: cell.formula,
              stored: cell.result,
            });
          }
        });
      });
    }
    return cells;
  };

  for (const { sheet, address } of formulaCells()) {
    try {
      cellValue(sheet, address);
    } catch (error) {
      // Excel shows the error in the cell; the file is still good.
      if (!(error instanceof ExcelError)) throw error;
    }
  }

  return {
    cell: cellValue,
    name(name) {
      const { sheet, column, row } = namedCell(name);
      return resolve(sheet, column, row);
    },
    set(name, value) {
      const { sheet, column, row } = namedCell(name);
      worksheet(sheet).getCell(row, column).value = value;
      results.clear();
    },
    formulaCells,
  };
}
