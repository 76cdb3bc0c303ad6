import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    environment: "node",
    include: ["src/**/*.test.ts"],
    exclude: ["node_modules/**", "dist/**", "e2e/**"],
    // Migrates one PGlite and snapshots it, so each API test file starts from a copy in ~1 s.
    globalSetup: ["src/server/test/global-setup.ts"],
    // API tests hash passwords (argon2) and run a database in-process: generous, not unbounded.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Files run in parallel; each API file holds its own database, so two workers suit 2 cores.
    pool: "forks",
    maxWorkers: 2,
    // Each file builds its own app and database and nothing is mocked, so files can share a
    // worker's loaded modules: ~25 s instead of ~40 s, as Better Auth and PGlite load once.
    isolate: false,
    env: { LOG_LEVEL: process.env.LOG_LEVEL ?? "silent" },
  },
});
