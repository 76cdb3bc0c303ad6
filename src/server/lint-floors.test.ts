// The floors of docs/architecture.md section 2 hold because ESLint refuses a wrong-way import
// (eslint.config.js, import-x/no-restricted-paths). This lints small made-up files against the
// repository's own config, so a zone that stops matching (a renamed folder, a typo) fails here.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const BOUNDARY = "import-x/no-restricted-paths";

// Only the boundary rule runs, without type information: the imports are all that is checked,
// and one ESLint instance answers each case in milliseconds.
const eslint = new ESLint({
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId === BOUNDARY,
});

/** The boundary messages ESLint gives `code` as if it were the file at `filePath`. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  const messages = result?.messages ?? [];
  const other = messages.filter((message) => message.ruleId !== BOUNDARY);
  if (other.length > 0) throw new Error(`not a boundary problem: ${JSON.stringify(other)}`);
  return messages.map((message) => message.message);
}

describe("the server's floors (ESLint)", () => {
  it.each([
    ["lib imports a feature", "src/server/lib/fixture.ts", "../features/health/health.service", "db/ and lib/ are the ground floor"],
    ["lib imports auth", "src/server/lib/fixture.ts", "../auth/session", "db/ and lib/ are the ground floor"],
    ["db imports domain", "src/server/db/fixture.ts", "../domain/audit/audit", "db/ and lib/ are the ground floor"],
    ["domain imports a feature", "src/server/domain/jobs/fixture.ts", "../../features/health/health.service", "domain/ holds the rules"],
    ["a feature imports another", "src/server/features/jobs/fixture.ts", "../health/health.service", "does not import another feature"],
    ["seed imports auth", "src/server/seed/fixture.ts", "../auth/accounts", "seed/ builds the demo from domain/, db/ and lib/ only"],
    ["a feature imports seed", "src/server/features/jobs/fixture.ts", "../../seed/demo-data", "Demo data is loaded at start-up only"],
    [
      "a client component imports a feature",
      "src/client/components/fixture.ts",
      "../features/account/viewer",
      "components/ and lib/ serve",
    ],
  ])("refuses it when %s", async (_case, filePath, from, message) => {
    const errors = await boundaryErrors(filePath, `import "${from}";\n`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain(message);
  });

  it("refuses a type-only import the wrong way too: a type is moved down, not imported up", async () => {
    const errors = await boundaryErrors("src/server/seed/fixture.ts", `import type { Auth } from "../auth/auth";\nexport type A = Auth;\n`);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain("seed/ builds the demo from domain/, db/ and lib/ only");
  });

  it("lets each floor import the ones below it", async () => {
    const feature = ["../../domain/audit/audit", "../../db/client", "../../lib/errors", "../../auth/session", "./jobs.routes"];
    expect(await boundaryErrors("src/server/features/jobs/fixture.ts", feature.map((from) => `import "${from}";\n`).join(""))).toEqual([]);
    const seed = ["../domain/audit/audit", "../db/client", "../lib/errors", "../../shared/domain/roles"];
    expect(await boundaryErrors("src/server/seed/fixture.ts", seed.map((from) => `import "${from}";\n`).join(""))).toEqual([]);
    expect(await boundaryErrors("src/server/demo-seeding.ts", `import "./seed/demo-data";\n`)).toEqual([]);
  });

  it("leaves a test free to set its floor up through the whole app", async () => {
    expect(await boundaryErrors("src/server/lib/fixture.test.ts", `import "../background/tasks";\nimport "../seed/demo-data";\n`)).toEqual(
      [],
    );
  });
});
