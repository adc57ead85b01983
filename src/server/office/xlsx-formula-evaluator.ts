import { type CellRange, type Node, parseCached } from "./xlsx-formula-parser.ts";
import {
  compare,
  ExcelError,
  FormulaError,
  type FormulaValue,
  finite,
  round,
  toBoolean,
  toNumber,
} from "./xlsx-formula-values.ts";

/** Looks up a cell: its own value, or its formula's result. */
export type CellResolver = (sheet: string | undefined, column: number, row: number) => FormulaValue;

/** The cells a defined name refers to, or undefined for a name the workbook does not define. */
export type NameResolver = (name: string) => CellRange | undefined;

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
