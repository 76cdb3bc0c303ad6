// @ts-check
// One way to do each thing, checked (docs/decisions/020): typescript-eslint's recommended rules
// with type information, the rules of hooks, and the arrows of docs/architecture.md section 2.
import { readdirSync } from "node:fs";
import js from "@eslint/js";
import { createTypeScriptImportResolver } from "eslint-import-resolver-typescript";
import { createNodeResolver, importX } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig, globalIgnores } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

/** Every feature folder under `dir`, read at lint time so a new feature is fenced in at once. */
const featuresOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/** `<dir>/<a>` may import nothing from `<dir>/<b>`: what two features share is lifted out of both. */
const featureFences = (dir, liftTo) =>
  featuresOf(dir).map((feature) => ({
    target: `${dir}/${feature}`,
    from: dir,
    except: [`./${feature}`],
    message: `A feature does not import another feature's files: lift what both need into ${liftTo}.`,
  }));

/** The server's parts (folders and top-level files) but `except`, as zone paths. */
const serverParts = (...except) =>
  readdirSync(new URL("./src/server", import.meta.url))
    .filter((name) => !except.includes(name))
    .map((name) => `./src/server/${name}`);

/** docs/architecture.md section 2: features -> domain -> db; everything may use lib; seed/ is the demo's own. */
const serverFloors = [
  {
    target: ["./src/server/db", "./src/server/lib"],
    from: serverParts("db", "lib"),
    message:
      "db/ and lib/ are the ground floor: they import no feature, domain, seed, auth, background, cli or start-up file. Move what they need down (a context type into lib/app-env.ts).",
  },
  {
    target: "./src/server/domain",
    from: ["./src/server/features", "./src/server/seed", "./src/server/background", "./src/server/cli"],
    message:
      "domain/ holds the rules features share: it imports no feature, seed, background or cli file. Lift what it needs into domain/.",
  },
  {
    target: "./src/server/seed",
    from: serverParts("domain", "db", "lib", "seed"),
    message:
      "seed/ builds the demo from domain/, db/ and lib/ only: take anything else (making an account) as an argument from demo-seeding.ts.",
  },
  {
    target: serverParts("seed", "test", "demo-seeding.ts"),
    from: "./src/server/seed",
    message: "Demo data is loaded at start-up only, through demo-seeding.ts: no other server file imports seed/.",
  },
];

const boundaries = [
  {
    target: "./src/shared",
    from: ["./src/client", "./src/server"],
    message: "src/shared is pure and used by both sides: it imports neither the client nor the server.",
  },
  {
    target: "./src/server",
    from: "./src/client",
    message: "The server imports src/shared, never the client.",
  },
  {
    // bulletproof-react's direction: app -> routes -> features -> components/lib, never back.
    target: ["./src/client/components", "./src/client/lib"],
    from: ["./src/client/features", "./src/client/routes", "./src/client/layouts", "./src/client/app"],
    message: "components/ and lib/ serve every screen: they import no feature, screen, layout or app file.",
  },
  {
    target: "./src/client/features",
    from: ["./src/client/routes", "./src/client/layouts", "./src/client/app"],
    message: "A feature is composed by screens: it imports no screen, layout or app file.",
  },
  ...featureFences("./src/server/features", "src/server/domain/, src/server/lib/ or src/shared/"),
  ...featureFences("./src/client/features", "src/client/components/, src/client/lib/ or src/shared/"),
];

export default defineConfig(
  globalIgnores(["dist/", "drizzle/", "test-results/", "playwright-report/", ".data/", "assets/", "coverage/"]),
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    // Type-aware rules only where TypeScript already has the program (the tsconfig's files).
    files: ["**/*.{ts,tsx}"],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
  },
  {
    languageOptions: { ecmaVersion: "latest", sourceType: "module" },
    plugins: { "import-x": importX },
    settings: {
      // Without these, import-x reads only .js files and no-cycle never sees the .ts graph.
      "import-x/extensions": importX.flatConfigs.typescript.settings["import-x/extensions"],
      "import-x/parsers": importX.flatConfigs.typescript.settings["import-x/parsers"],
      "import-x/resolver-next": [createTypeScriptImportResolver({ project: "./tsconfig.json" }), createNodeResolver()],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { zones: [...boundaries, ...serverFloors] }],
      // Type-only imports are erased (verbatimModuleSyntax), so only a cycle at run time counts.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
      "import-x/no-self-import": "error",
      "import-x/no-duplicates": "error",
      // Unused code is an error; `_name` marks one kept on purpose (a field destructured away).
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", destructuredArrayIgnorePattern: "^_", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ["**/*.{ts,tsx}"],
    rules: {
      // React ignores what an event handler returns, and react-hook-form's handleSubmit returns a
      // promise by design: promises passed where a callback's result is used are still checked.
      "@typescript-eslint/no-misused-promises": ["error", { checksVoidReturn: { attributes: false } }],
      // An async method without await is how an interface's in-memory or test implementation
      // returns its promise (the mailer's outbox, a payment provider double): not a mistake here.
      "@typescript-eslint/require-await": "off",
    },
  },
  {
    files: ["src/client/**/*.{ts,tsx}"],
    extends: [reactHooks.configs.flat.recommended],
    languageOptions: { globals: globals.browser },
    rules: {
      // A stale dependency is a bug users see (an effect on old data): an error, not a warning.
      "react-hooks/exhaustive-deps": "error",
      // The client knows the server only by its types (the hc<AppType> client): never its code.
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./)+server(/|$)",
              allowTypeImports: true,
              message: "The client imports only types from src/server: use `import type`.",
            },
            {
              // docs/decisions/020: one labelled field, its ids and ARIA wired in one place.
              regex: "(^|/)components/ui/label$",
              message: "Label a control with Field, TextField, SelectField, TextareaField or CheckboxField (components/ui/field).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["src/shared/**/*.ts"],
    rules: {
      // docs/architecture.md section 2: shared is pure TypeScript, no React, no Node APIs.
      "import-x/no-nodejs-modules": "error",
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { patterns: [{ regex: "^react(-dom)?(/|$)", message: "src/shared has no React." }] },
      ],
    },
  },
  {
    // A test sets its floor up through the whole app (the harness, the background tasks, the demo
    // data), so the server's floors bind runtime code only; the other boundaries still hold.
    files: ["src/server/**/*.test.ts", "src/server/test/**/*.ts"],
    rules: { "import-x/no-restricted-paths": ["error", { zones: boundaries }] },
  },
  {
    files: ["src/server/**/*.ts", "scripts/**/*.{js,mjs}", "bench/**/*.ts", "e2e/**/*.ts", "*.{js,ts}"],
    languageOptions: { globals: globals.node },
  },
  {
    // A classic script served as is (no modules), run before the app in the browser.
    files: ["src/client/public/**/*.js"],
    languageOptions: { sourceType: "script", globals: globals.browser },
  },
);
