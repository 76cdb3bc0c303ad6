// docs/decisions/059: a subscription's status, active and cancel_at_period_end are written by
// transitionSubscription (lifecycle.ts) alone. This reads every source file of src/, scripts/ and
// bench/ (tests aside) and fails naming each other place that writes one of them: a Drizzle
// `.update(subscriptions).set(…)` (or an insert's `onConflictDoUpdate`) whose columns include them
// or cannot be read off the code (a spread, a variable), or SQL text `UPDATE subscriptions SET` one
// of them. Inserting a new plan (new-subscription.ts, the demo data) is creation, not a move.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../../../..", import.meta.url));
const DOOR = "src/server/domain/subscriptions/lifecycle.ts";
const SCANNED_FOLDERS = ["src", "scripts", "bench"];
const SKIPPED_FOLDERS = new Set(["node_modules", "dist", ".data", "coverage"]);
const SOURCE_FILE = /\.(ts|tsx|mts|mjs|js)$/;
const TEST_FILE = /\.(test|spec)\.(ts|tsx)$/;
/** The state's columns, as Drizzle names them and as SQL does. */
const STATE_KEYS = new Set(["status", "active", "cancelAtPeriodEnd"]);
const STATE_SQL = /\b(status|active|cancel_at_period_end)\b/i;
const RAW_UPDATE =
  /update\s+(?:"?subscriptions"?|\$\{\s*(?:\w+\.)?subscriptions\s*\})\s+set\b([\s\S]*?)(?:\bwhere\b|\breturning\b|;|`|$)/gi;

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    if (entry.isDirectory()) return SKIPPED_FOLDERS.has(entry.name) ? [] : sourceFiles(relative);
    return SOURCE_FILE.test(entry.name) && !TEST_FILE.test(entry.name) ? [relative] : [];
  });
}

interface Finding {
  line: number;
  what: string;
}

/** The names the file gives the `subscriptions` table: imported as is or renamed from db/schema. */
function tableNames(file: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of file.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!statement.moduleSpecifier.text.includes("db/schema")) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings))
      for (const element of bindings.elements)
        if ((element.propertyName ?? element.name).text === "subscriptions") names.add(element.name.text);
  }
  return names;
}

/** Whether `node` names the subscriptions table: one of its names, or `schema.subscriptions`. */
const isTable = (node: ts.Node, names: Set<string>) =>
  (ts.isIdentifier(node) && names.has(node.text)) || (ts.isPropertyAccessExpression(node) && node.name.text === "subscriptions");

/** The call `.method(…)` somewhere down the chain `expression` continues, if any. */
function callDownChain(expression: ts.Expression, method: string): ts.CallExpression | undefined {
  let current: ts.Node = expression;
  while (ts.isCallExpression(current) || ts.isPropertyAccessExpression(current) || ts.isAwaitExpression(current)) {
    if (ts.isCallExpression(current) && ts.isPropertyAccessExpression(current.expression) && current.expression.name.text === method)
      return current;
    current = current.expression;
  }
  return undefined;
}

/** Why the columns `set` writes may include the state, or null when they plainly do not. */
function writesState(set: ts.Expression | undefined): string | null {
  if (!set || !ts.isObjectLiteralExpression(set)) return `columns not spelt out (${set?.getText() ?? "none"})`;
  for (const property of set.properties) {
    if (ts.isSpreadAssignment(property)) return `a spread (${property.getText()})`;
    const name = property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name)) ? property.name.text : null;
    if (name === null) return `a computed column (${property.getText()})`;
    if (STATE_KEYS.has(name)) return `sets ${name}`;
  }
  return null;
}

/** Where `text` (the file at `name`) writes a subscription's state; `sites` counts every UPDATE of the table it read. */
function stateWrites(name: string, text: string, sites = { count: 0 }): Finding[] {
  const file = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, true);
  const names = tableNames(file);
  const findings: Finding[] = [];
  const lineOf = (node: ts.Node) => file.getLineAndCharacterOfPosition(node.getStart()).line + 1;
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isPropertyAccessExpression(node.expression)) {
      const method = node.expression.name.text;
      const update = method === "set" ? callDownChain(node.expression.expression, "update") : undefined;
      if (update?.arguments[0] && isTable(update.arguments[0], names)) {
        sites.count++;
        const why = writesState(node.arguments[0]);
        if (why) findings.push({ line: lineOf(node), what: `.update(subscriptions).set: ${why}` });
      }
      const insert = method === "onConflictDoUpdate" ? callDownChain(node.expression.expression, "insert") : undefined;
      if (insert?.arguments[0] && isTable(insert.arguments[0], names)) {
        sites.count++;
        const config = node.arguments[0];
        const set =
          config && ts.isObjectLiteralExpression(config)
            ? config.properties.find((property) => property.name?.getText() === "set")
            : undefined;
        const why = writesState(set && ts.isPropertyAssignment(set) ? set.initializer : undefined);
        if (why) findings.push({ line: lineOf(node), what: `.insert(subscriptions).onConflictDoUpdate: ${why}` });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  for (const match of text.matchAll(RAW_UPDATE)) {
    sites.count++;
    if (STATE_SQL.test(match[1] ?? "")) findings.push({ line: linesBefore(text, match.index), what: `SQL: ${match[0].trim()}` });
  }
  return findings;
}

const linesBefore = (text: string, index: number) => text.slice(0, index).split("\n").length;

const header = `import { subscriptions } from "../../db/schema/billing";\n`;
const writes = (code: string) => stateWrites("example.ts", header + code).map((finding) => finding.what);

describe("the subscription's one door (docs/decisions/059)", () => {
  it("sees each way of writing the state, and lets the other columns be", () => {
    expect(writes(`await tx.update(subscriptions).set({ status: "Canceled", active: false }).where(byId);`)).toEqual([
      ".update(subscriptions).set: sets status",
    ]);
    expect(writes(`db.update(subscriptions)\n  .set({ cancelAtPeriodEnd: true })`)).toHaveLength(1);
    expect(writes(`tx.update(subscriptions).set({ "active": true })`)).toHaveLength(1);
    expect(writes(`tx.update(subscriptions).set(changes)`)).toEqual([".update(subscriptions).set: columns not spelt out (changes)"]);
    expect(writes(`tx.update(subscriptions).set({ usedCleans: 0, ...period })`)).toHaveLength(1);
    expect(writes(`tx.insert(subscriptions).values(row).onConflictDoUpdate({ target: t, set: { status: "Active" } })`)).toHaveLength(1);
    expect(writes("await tx.execute(sql`UPDATE subscriptions SET status = 'Canceled' WHERE x`)")).toHaveLength(1);
    expect(writes("await tx.execute(sql`update ${subscriptions} set cancel_at_period_end = true`)")).toHaveLength(1);
    expect(writes(`client.query('UPDATE "subscriptions" SET "active" = false')`)).toHaveLength(1);
    const renamed = `import { subscriptions as plans } from "../../db/schema/billing";\ntx.update(plans).set({ active: true });`;
    expect(stateWrites("renamed.ts", renamed)).toHaveLength(1);

    expect(
      writes(`tx.update(subscriptions).set({ usedCleans: sql\`used_cleans + 1\` }).where(eq(subscriptions.status, "Active"))`),
    ).toEqual([]);
    expect(writes("tx.execute(sql`UPDATE subscriptions SET current_period_end = now() WHERE status = 'Active'`)")).toEqual([]);
    expect(writes(`tx.update(jobs).set({ status: "Canceled" })`)).toEqual([]);
    expect(writes(`tx.insert(subscriptions).values({ status: "Canceled", active: false })`)).toEqual([]);
  });

  it("is the only place that writes a subscription's status, active or cancel at period end", () => {
    const files = SCANNED_FOLDERS.flatMap(sourceFiles);
    expect(files).toContain(DOOR);
    const sites = { count: 0 };
    const found = files.flatMap((file) =>
      stateWrites(file, readFileSync(path.join(ROOT, file), "utf8"), sites).map(({ line, what }) => `${file}:${line} ${what}`),
    );
    // The scan finds the door's own write, so it reads the code the way the code writes…
    expect(found.filter((finding) => finding.startsWith(`${DOOR}:`))).toHaveLength(1);
    // …and other UPDATEs of the table (a plan's cleans and period), which write no state.
    expect(sites.count).toBeGreaterThan(1);
    expect(found.filter((finding) => !finding.startsWith(`${DOOR}:`))).toEqual([]);
  });
});
