import type { Cell, Workbook } from "exceljs";

/*
 * exceljs writes and reads formulas but does not compute them. This evaluates the subset the
 * forecast workbook uses (numbers, "strings", cell references and ranges on any sheet, defined
 * names, + - * / ^, comparisons, and SUM, MAX, MIN, IF, ROUNDUP) so a test can check that the
 * formulas really give the engine's figures, also after an input is changed "in Excel".
 */

export type Value = number | string | boolean | null;

type Node =
  | { kind: "value"; value: Value }
  | { kind: "ref"; sheet: string | undefined; address: string; to: string | undefined }
  | { kind: "name"; name: string }
  | { kind: "call"; fn: string; args: Node[] }
  | { kind: "unary"; op: string; operand: Node }
  | { kind: "binary"; op: string; left: Node; right: Node };

const REF =
  /^(?:'((?:[^']|'')+)'!|([A-Za-z_][\w.]*)!)?(\$?[A-Z]{1,3}\$?\d+)(?::(\$?[A-Z]{1,3}\$?\d+))?(?![\w(])/;
const NUMBER = /^\d+(?:\.\d+)?(?:E[+-]?\d+)?/i;
const IDENT = /^[A-Za-z_][\w.]*/;
const OPERATOR = /^(?:<=|>=|<>|[-+*/^=<>(),])/;

function parse(formula: string): Node {
  let rest = formula.trim();
  const skip = () => {
    rest = rest.replace(/^\s+/, "");
  };
  const peek = (): string => {
    skip();
    return OPERATOR.exec(rest)?.[0] ?? "";
  };
  const take = (token: string) => {
    skip();
    if (!rest.startsWith(token)) throw new Error(`expected ${token} at "${rest}" in ${formula}`);
    rest = rest.slice(token.length);
  };

  function primary(): Node {
    skip();
    if (rest.startsWith("(")) {
      take("(");
      const inner = comparison();
      take(")");
      return inner;
    }
    if (rest.startsWith('"')) {
      const match = /^"((?:[^"]|"")*)"/.exec(rest);
      if (!match) throw new Error(`bad string in ${formula}`);
      rest = rest.slice(match[0].length);
      return { kind: "value", value: match[1]!.replace(/""/g, '"') };
    }
    const number = NUMBER.exec(rest);
    if (number) {
      rest = rest.slice(number[0].length);
      return { kind: "value", value: Number(number[0]) };
    }
    const ref = REF.exec(rest);
    if (ref) {
      rest = rest.slice(ref[0].length);
      const sheet = ref[1]?.replace(/''/g, "'") ?? ref[2];
      return {
        kind: "ref",
        sheet,
        address: ref[3]!.replace(/\$/g, ""),
        to: ref[4]?.replace(/\$/g, ""),
      };
    }
    const ident = IDENT.exec(rest);
    if (ident) {
      rest = rest.slice(ident[0].length);
      const word = ident[0];
      skip();
      if (rest.startsWith("(")) {
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
      if (/^(TRUE|FALSE)$/i.test(word))
        return { kind: "value", value: word.toUpperCase() === "TRUE" };
      return { kind: "name", name: word };
    }
    throw new Error(`unexpected "${rest}" in ${formula}`);
  }

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
  const comparison = level(["=", "<>", "<=", ">=", "<", ">"], sum);

  const tree = comparison();
  skip();
  if (rest !== "") throw new Error(`trailing "${rest}" in ${formula}`);
  return tree;
}

function columnNumber(letters: string): number {
  let n = 0;
  for (const letter of letters) n = n * 26 + letter.charCodeAt(0) - 64;
  return n;
}

function splitAddress(address: string): { column: number; row: number } {
  const match = /^([A-Z]+)(\d+)$/.exec(address);
  if (!match) throw new Error(`bad address ${address}`);
  return { column: columnNumber(match[1]!), row: Number(match[2]) };
}

const toNumber = (value: Value): number => {
  if (value === null || value === "") return 0;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (typeof value === "number") return value;
  const n = Number(value);
  if (Number.isNaN(n)) throw new Error(`not a number: ${value}`);
  return n;
};

export interface WorkbookEvaluator {
  /** The value of a cell, computing its formula (and the formulas it depends on). */
  cell(sheet: string, address: string): Value;
  /** The value of the cell a defined name points at. */
  name(name: string): Value;
  /** Changes an input cell, as an owner would in Excel; later reads recompute. */
  set(name: string, value: number | null): void;
  /** Every formula cell with the result stored in the file. */
  formulaCells(): { sheet: string; address: string; formula: string; stored: unknown }[];
}

export function evaluateWorkbook(workbook: Workbook): WorkbookEvaluator {
  const names = new Map<string, { sheet: string; address: string }>();
  for (const { name, ranges } of workbook.definedNames.model as {
    name: string;
    ranges: string[];
  }[]) {
    const match = /^(?:'((?:[^']|'')+)'|([^!]+))!\$?([A-Z]+)\$?(\d+)$/.exec(ranges[0] ?? "");
    if (!match) throw new Error(`unsupported range for ${name}: ${ranges.join()}`);
    names.set(name.toUpperCase(), {
      sheet: (match[1]?.replace(/''/g, "'") ?? match[2])!,
      address: `${match[3]}${match[4]}`,
    });
  }
  const memo = new Map<string, Value>();
  const parsed = new Map<string, Node>();
  const visiting = new Set<string>();

  const sheetCell = (sheet: string, address: string): Cell => {
    const worksheet = workbook.getWorksheet(sheet);
    if (!worksheet) throw new Error(`no sheet ${sheet}`);
    return worksheet.getCell(address);
  };

  function cellValue(sheet: string, address: string): Value {
    const key = `${sheet}!${address}`;
    if (memo.has(key)) return memo.get(key)!;
    if (visiting.has(key)) throw new Error(`circular reference at ${key}`);
    visiting.add(key);
    const raw = sheetCell(sheet, address).value as unknown;
    let value: Value;
    if (raw === null || raw === undefined) value = null;
    else if (typeof raw === "number" || typeof raw === "string" || typeof raw === "boolean")
      value = raw;
    else if (typeof raw === "object" && raw !== null && "formula" in raw) {
      const text = (raw as { formula: string }).formula;
      let tree = parsed.get(text);
      if (!tree) {
        tree = parse(text);
        parsed.set(text, tree);
      }
      value = evaluate(tree, sheet);
    } else if (typeof raw === "object" && raw !== null && "text" in raw) {
      value = String((raw as { text: unknown }).text);
    } else throw new Error(`unsupported cell value at ${key}`);
    visiting.delete(key);
    memo.set(key, value);
    return value;
  }

  function rangeValues(node: Extract<Node, { kind: "ref" }>, sheet: string): Value[] {
    const on = node.sheet ?? sheet;
    if (!node.to) return [cellValue(on, node.address)];
    const from = splitAddress(node.address);
    const to = splitAddress(node.to);
    const worksheet = sheetCell(on, node.address).worksheet;
    const values: Value[] = [];
    for (let row = from.row; row <= to.row; row++) {
      for (let column = from.column; column <= to.column; column++) {
        values.push(cellValue(on, worksheet.getCell(row, column).address));
      }
    }
    return values;
  }

  function evaluate(node: Node, sheet: string): Value {
    switch (node.kind) {
      case "value":
        return node.value;
      case "ref":
        if (node.to) throw new Error("a range outside a function");
        return cellValue(node.sheet ?? sheet, node.address);
      case "name": {
        const target = names.get(node.name.toUpperCase());
        if (!target) throw new Error(`unknown name ${node.name}`);
        return cellValue(target.sheet, target.address);
      }
      case "unary": {
        const value = toNumber(evaluate(node.operand, sheet));
        return node.op === "-" ? -value : value;
      }
      case "binary": {
        const left = evaluate(node.left, sheet);
        const right = evaluate(node.right, sheet);
        switch (node.op) {
          case "+":
            return toNumber(left) + toNumber(right);
          case "-":
            return toNumber(left) - toNumber(right);
          case "*":
            return toNumber(left) * toNumber(right);
          case "/": {
            const divisor = toNumber(right);
            if (divisor === 0) throw new Error("#DIV/0!");
            return toNumber(left) / divisor;
          }
          case "^":
            return toNumber(left) ** toNumber(right);
          case "=":
            return toNumber(left) === toNumber(right);
          case "<>":
            return toNumber(left) !== toNumber(right);
          case "<":
            return toNumber(left) < toNumber(right);
          case ">":
            return toNumber(left) > toNumber(right);
          case "<=":
            return toNumber(left) <= toNumber(right);
          case ">=":
            return toNumber(left) >= toNumber(right);
        }
        throw new Error(`operator ${node.op}`);
      }
      case "call": {
        const values = () =>
          node.args.flatMap((arg) =>
            arg.kind === "ref" && arg.to ? rangeValues(arg, sheet) : [evaluate(arg, sheet)],
          );
        switch (node.fn) {
          case "IF": {
            // Lazy, as in Excel: the branch not taken may divide by zero.
            const [test, yes, no] = node.args;
            return toNumber(evaluate(test!, sheet)) !== 0
              ? evaluate(yes!, sheet)
              : no
                ? evaluate(no, sheet)
                : false;
          }
          case "SUM":
            return values().reduce<number>((sum, v) => sum + (typeof v === "number" ? v : 0), 0);
          case "MAX":
            return Math.max(...values().map(toNumber));
          case "MIN":
            return Math.min(...values().map(toNumber));
          case "ROUNDUP": {
            const [x, digits] = values().map(toNumber);
            const factor = 10 ** (digits ?? 0);
            return (Math.sign(x!) * Math.ceil(Math.abs(x!) * factor)) / factor;
          }
        }
        throw new Error(`unsupported function ${node.fn}`);
      }
    }
  }

  return {
    cell: cellValue,
    name(name) {
      const target = names.get(name.toUpperCase());
      if (!target) throw new Error(`unknown name ${name}`);
      return cellValue(target.sheet, target.address);
    },
    set(name, value) {
      const target = names.get(name.toUpperCase());
      if (!target) throw new Error(`unknown name ${name}`);
      sheetCell(target.sheet, target.address).value = value;
      memo.clear();
    },
    formulaCells() {
      const cells: { sheet: string; address: string; formula: string; stored: unknown }[] = [];
      for (const worksheet of workbook.worksheets) {
        worksheet.eachRow((row) => {
          row.eachCell((cell) => {
            const value = cell.value as { formula?: string; result?: unknown } | null;
            if (value && typeof value === "object" && typeof value.formula === "string") {
              cells.push({
                sheet: worksheet.name,
                address: cell.address,
                formula: value.formula,
                stored: value.result,
              });
            }
          });
        });
      }
      return cells;
    },
  };
}
