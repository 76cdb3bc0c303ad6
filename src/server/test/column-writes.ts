// docs/decisions/030 and 060: finds every place the source writes a column of a watched table, for
// the one-door tests (domain/one-door.test.ts): Drizzle's `.update(table).set(…)` and
// `.onConflictDoUpdate({ set })` after `.insert(table)`, and SQL text (`UPDATE jobs SET …`,
// `… ON CONFLICT … DO UPDATE SET …`). Inserts are not writes here: a row is born in its first state.
// Parsed with the TypeScript compiler (no type check), so it reads the code, not its formatting.
import { readdirSync, readFileSync } from "node:fs";
import { join, posix } from "node:path";
import ts from "typescript";

/** A table as the code names it: its Drizzle export, the modules exporting it, its SQL name. */
export interface WatchedTable {
  name: string;
  /** Repository paths without extension, e.g. "src/server/db/schema/jobs". */
  modules: readonly string[];
  sqlName: string;
}

/** One write of a watched table. */
export interface ColumnWrite {
  file: string;
  line: number;
  table: string;
  /** The columns it is seen to set (Drizzle's names: `dispatchState`, not `dispatch_state`). */
  columns: string[];
  /** The modules whose fragments it spreads into its SET (e.g. dispatch's reset in transitionJob's UPDATE). */
  fragmentsFrom: string[];
  /** What it sets that the scan cannot see (a parameter, a built object): the test decides what that means. */
  unseen: string[];
}

const snakeToCamel = (column: string) => column.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());

/** The repository's non-test sources under `roots`: tests, test support and generated output left out. */
export function sourceFiles(repo: string, roots: readonly string[]): string[] {
  const files: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(join(repo, dir), { withFileTypes: true })) {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) {
        if (entry.name !== "node_modules" && entry.name !== "dist" && path !== "src/server/test") walk(path);
      } else if (/\.(ts|tsx|mts)$/.test(entry.name) && !/\.(test|spec)\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts")) {
        files.push(path);
      }
    }
  };
  for (const root of roots) walk(root);
  return files.sort();
}

export function scanFile(repo: string, file: string, tables: readonly WatchedTable[]): ColumnWrite[] {
  return scanSource(file, readFileSync(join(repo, file), "utf8"), tables);
}

/** The writes of watched tables in `text`, as if it were the repository's file `file`. */
export function scanSource(file: string, text: string, tables: readonly WatchedTable[]): ColumnWrite[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, file.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
  const imports = new Map<string, { module: string; imported: string }>();
  const declarations = new Map<string, ts.Node[]>();
  const writes: ColumnWrite[] = [];

  const resolveModule = (specifier: string) =>
    specifier.startsWith(".") ? posix.normalize(posix.join(posix.dirname(file), specifier)).replace(/\.(ts|tsx|js)$/, "") : specifier;
  const declare = (name: string, node: ts.Node) => declarations.set(name, [...(declarations.get(name) ?? []), node]);

  const collect = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier) && node.importClause?.namedBindings) {
      const module = resolveModule(node.moduleSpecifier.text);
      const bindings = node.importClause.namedBindings;
      if (ts.isNamedImports(bindings))
        for (const element of bindings.elements)
          imports.set(element.name.text, { module, imported: (element.propertyName ?? element.name).text });
      else imports.set(bindings.name.text, { module, imported: "*" });
    }
    if (ts.isVariableDeclaration(node) && ts.isIdentifier(node.name) && node.initializer) declare(node.name.text, node.initializer);
    if (ts.isFunctionDeclaration(node) && node.name) declare(node.name.text, node);
    ts.forEachChild(node, collect);
  };
  collect(source);

  /** The watched table an expression names: `jobs`, `jobs as j` imported, or `schema.jobs`. */
  const tableOf = (expression: ts.Expression): WatchedTable | undefined => {
    if (ts.isIdentifier(expression)) {
      const binding = imports.get(expression.text);
      return binding && tables.find((table) => table.name === binding.imported && table.modules.includes(binding.module));
    }
    if (ts.isPropertyAccessExpression(expression) && ts.isIdentifier(expression.expression)) {
      const binding = imports.get(expression.expression.text);
      return binding?.imported === "*"
        ? tables.find((table) => table.name === expression.name.text && table.modules.includes(binding.module))
        : undefined;
    }
    return undefined;
  };

  interface Seen {
    columns: Set<string>;
    fragmentsFrom: Set<string>;
    unseen: string[];
  }
  /** The keys an object set by `.set(…)` holds, following spreads, conditionals, local constants and local helpers' returns. */
  const keysOf = (expression: ts.Expression, seen: Seen, depth = 0): void => {
    const unseen = () => {
      seen.unseen.push(expression.getText(source).slice(0, 80));
    };
    if (depth > 12) return unseen();
    const next = (inner: ts.Expression) => keysOf(inner, seen, depth + 1);
    if (ts.isObjectLiteralExpression(expression)) {
      for (const property of expression.properties) {
        if (ts.isSpreadAssignment(property)) next(property.expression);
        else if (property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)))
          seen.columns.add(property.name.text);
        else seen.unseen.push(property.getText(source).slice(0, 80));
      }
    } else if (
      ts.isParenthesizedExpression(expression) ||
      ts.isAsExpression(expression) ||
      ts.isSatisfiesExpression(expression) ||
      ts.isNonNullExpression(expression) ||
      ts.isTypeAssertionExpression(expression)
    ) {
      next(expression.expression);
    } else if (ts.isConditionalExpression(expression)) {
      next(expression.whenTrue);
      next(expression.whenFalse);
    } else if (ts.isBinaryExpression(expression) && expression.operatorToken.kind === ts.SyntaxKind.AmpersandAmpersandToken) {
      next(expression.right);
    } else if (
      ts.isBinaryExpression(expression) &&
      (expression.operatorToken.kind === ts.SyntaxKind.BarBarToken || expression.operatorToken.kind === ts.SyntaxKind.QuestionQuestionToken)
    ) {
      next(expression.left);
      next(expression.right);
    } else if (ts.isIdentifier(expression) && expression.text === "undefined") {
      // Spreading nothing.
    } else if (ts.isIdentifier(expression) || (ts.isCallExpression(expression) && ts.isIdentifier(expression.expression))) {
      const name = ts.isIdentifier(expression) ? expression.text : (expression.expression as ts.Identifier).text;
      const local = declarations.get(name);
      const imported = imports.get(name);
      if (local) for (const declaration of local) returnsOf(declaration, ts.isCallExpression(expression)).forEach(next);
      else if (imported) seen.fragmentsFrom.add(imported.module);
      else unseen();
    } else unseen();
  };

  /** A local constant's value, or what a local function (called) returns. */
  const returnsOf = (declaration: ts.Node, called: boolean): ts.Expression[] => {
    if (!called) return ts.isExpression(declaration) ? [declaration] : [];
    const body =
      ts.isFunctionDeclaration(declaration) || ts.isArrowFunction(declaration) || ts.isFunctionExpression(declaration)
        ? declaration.body
        : undefined;
    if (!body) return [];
    if (!ts.isBlock(body)) return [body];
    const found: ts.Expression[] = [];
    const visit = (node: ts.Node) => {
      if (ts.isReturnStatement(node) && node.expression) found.push(node.expression);
      if (!ts.isFunctionLike(node)) ts.forEachChild(node, visit);
    };
    ts.forEachChild(body, visit);
    return found;
  };

  const record = (node: ts.Node, table: WatchedTable, build: (seen: Seen) => void) => {
    const seen: Seen = { columns: new Set(), fragmentsFrom: new Set(), unseen: [] };
    build(seen);
    writes.push({
      file,
      line: source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1,
      table: table.name,
      columns: [...seen.columns].sort(),
      fragmentsFrom: [...seen.fragmentsFrom].sort(),
      unseen: seen.unseen,
    });
  };

  /** The first `.name(table)` call down a call chain (`tx.insert(jobs).values(…).onConflictDoUpdate(…)`). */
  const chainCall = (expression: ts.Expression, name: string): ts.CallExpression | undefined => {
    for (let at: ts.Expression = expression; ;) {
      if (ts.isCallExpression(at) && ts.isPropertyAccessExpression(at.expression)) {
        if (at.expression.name.text === name) return at;
        at = at.expression.expression;
      } else if (ts.isPropertyAccessExpression(at)) at = at.expression;
      else return undefined;
    }
  };

  const sqlText = (node: ts.StringLiteral | ts.NoSubstitutionTemplateLiteral | ts.TemplateExpression) => {
    if (!ts.isTemplateExpression(node)) return node.text;
    const render = (expression: ts.Expression) => {
      const table = tableOf(expression);
      if (table) return table.sqlName;
      if (ts.isPropertyAccessExpression(expression) && tableOf(expression.expression))
        return expression.name.text.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);
      return "?";
    };
    return node.head.text + node.templateSpans.map((span) => render(span.expression) + span.literal.text).join("");
  };
  // An UPDATE of a table, or an INSERT's ON CONFLICT … DO UPDATE: up to its SET.
  const sqlWrites = [
    /\bupdate\s+(?:only\s+)?"?(\w+)"?(?:\s+(?:as\s+)?(?!set\b)\w+)?\s+set\b/gi,
    /\binsert\s+into\s+"?(\w+)"?[^;]*?\bon\s+conflict\b[^;]*?\bdo\s+update\s+set\b/gi,
  ];

  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const receiver = node.expression.expression;
      // `.update(table)`: its `.set(…)`, or unseen when the update is not followed by one.
      if (method === "update" && node.arguments.length === 1) {
        const table = tableOf(node.arguments[0]!);
        if (table) {
          const parent = node.parent;
          const set =
            ts.isPropertyAccessExpression(parent) && parent.name.text === "set" && ts.isCallExpression(parent.parent)
              ? parent.parent
              : undefined;
          record(node, table, (seen) => {
            if (set?.arguments[0]) keysOf(set.arguments[0], seen);
            else seen.unseen.push(node.getText(source).slice(0, 80));
          });
        }
      }
      if (method === "onConflictDoUpdate") {
        const insert = chainCall(receiver, "insert");
        const table = insert?.arguments[0] && tableOf(insert.arguments[0]);
        const config = node.arguments[0];
        if (table)
          record(node, table, (seen) => {
            const setProperty =
              config && ts.isObjectLiteralExpression(config)
                ? config.properties.find((property) => property.name && ts.isIdentifier(property.name) && property.name.text === "set")
                : undefined;
            if (setProperty && ts.isPropertyAssignment(setProperty)) keysOf(setProperty.initializer, seen);
            else if (setProperty && ts.isShorthandPropertyAssignment(setProperty)) keysOf(setProperty.name, seen);
            else seen.unseen.push(node.getText(source).slice(0, 80));
          });
      }
    }
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
      const text = sqlText(node);
      for (const pattern of sqlWrites) {
        for (const match of text.matchAll(pattern)) {
          const table = tables.find((candidate) => candidate.sqlName === match[1]!.toLowerCase());
          if (!table) continue;
          record(node, table, (seen) => {
            for (const column of setColumns(text, match.index + match[0].length)) seen.columns.add(snakeToCamel(column));
          });
        }
      }
      if (ts.isTemplateExpression(node)) ts.forEachChild(node, visit);
      return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return writes;
}

/**
 * The columns a SET list assigns, read from `start` to its end: WHERE, RETURNING or FROM outside
 * parentheses, the closing parenthesis of a CTE around it, or the statement's end. Subqueries in
 * the values are skipped; `(a, b) = (…)` assigns both.
 */
export function setColumns(text: string, start: number): string[] {
  let depth = 0;
  let end = text.length;
  for (let at = start; at < text.length; at += 1) {
    const char = text[at];
    if (char === "(") depth += 1;
    else if (char === ")") {
      if (depth === 0) {
        end = at;
        break;
      }
      depth -= 1;
    } else if (char === ";" && depth === 0) {
      end = at;
      break;
    } else if (depth === 0 && !/\w/.test(text[at - 1] ?? "") && /^(where|returning|from)\b/i.test(text.slice(at, at + 10))) {
      end = at;
      break;
    }
  }
  const list = text.slice(start, end);
  const columns: string[] = [];
  const tuple = /^\s*\(([^()]*)\)\s*=/.exec(list);
  if (tuple) columns.push(...tuple[1]!.split(",").map((column) => column.trim().replace(/"/g, "").toLowerCase()));
  let flat = list;
  while (/\([^()]*\)/.test(flat)) flat = flat.replace(/\([^()]*\)/g, "");
  for (const column of flat.matchAll(/(?:^|,)\s*"?(\w+)"?\s*=(?!=)/g)) columns.push(column[1]!.toLowerCase());
  return columns;
}
