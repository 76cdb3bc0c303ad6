// Bundles the server into dist/server (dependencies stay in node_modules), with the worker that
// reads rental calendars beside it (docs/decisions/057).
import { build } from "esbuild";

await build({
  entryPoints: {
    index: "src/server/index.ts",
    "read-feed.worker": "src/server/domain/rental-calendars/read-feed.worker.ts",
  },
  outdir: "dist/server",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  packages: "external",
  sourcemap: true,
  logLevel: "warning",
});
