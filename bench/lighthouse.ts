// Lighthouse mobile performance of the public pages (docs/architecture.md section 6: score >= 97, total blocking
// time < 150 ms): the built server (dist/) on a fresh DATA_DIR with the demo data, Debian's
// Chromium headless (CHROME_PATH, default /usr/bin/chromium; nothing downloads a browser), the
// mobile preset (simulated slow 4G, 4x CPU slowdown), RUNS runs per page; medians printed.
// Run: npm run bench:lighthouse   (builds first; the last lines are the table)
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { startBuiltServer, stopBuiltServer } from "./built-server";

const PAGES = ["/", "/pricing", "/signin"];
const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CHROME_PATH = process.env.CHROME_PATH ?? "/usr/bin/chromium";

interface Run {
  score: number;
  tbt: number;
  lcp: number;
  fcp: number;
}

async function audit(url: string, port: number, attempts = 3): Promise<Run> {
  // Lighthouse's default configuration is the mobile preset; only the performance category.
  const result = await lighthouse(url, { port, onlyCategories: ["performance"], output: "json", logLevel: "error" });
  const lhr = result?.lhr;
  const score = lhr?.categories.performance?.score;
  if (!lhr || typeof score !== "number") {
    // Now and then the trace misses the navigation (NO_NAVSTART): that run measured nothing, so run it again.
    const reason = lhr?.runtimeError?.message ?? "no result";
    if (attempts > 1) return audit(url, port, attempts - 1);
    throw new Error(`${url}: no performance score (${reason})`);
  }
  const metric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return { score, tbt: metric("total-blocking-time"), lcp: metric("largest-contentful-paint"), fcp: metric("first-contentful-paint") };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), "tidyline-bench-lighthouse-"));
  const { base, child } = await startBuiltServer({ DATA_DIR: dataDir, DATABASE_URL: "" });
  // A fresh browser profile: every run is a first visit (Lighthouse clears the cache as well).
  const chrome = await chromeLauncher.launch({ chromePath: CHROME_PATH, chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"] });
  try {
    const rows: [string, Run[]][] = [];
    for (const page of PAGES) {
      // One unmeasured visit first: the server's first answer for a path warms its caches.
      await fetch(`${base}${page}`);
      const runs: Run[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await audit(`${base}${page}`, chrome.port));
      console.log(
        `${page}: scores ${runs.map((run) => Math.round(run.score * 100)).join(", ")}; TBT ${runs.map((run) => Math.round(run.tbt)).join(", ")} ms`,
      );
      rows.push([page, runs]);
    }
    console.log(`\nLighthouse mobile, median of ${RUNS} runs`);
    console.log("| page | performance | TBT ms | LCP s | FCP s |");
    console.log("|---|---|---|---|---|");
    for (const [page, runs] of rows) {
      const of = (key: keyof Run) => median(runs.map((run) => run[key]));
      console.log(
        `| \`${page}\` | ${Math.round(of("score") * 100)} | ${Math.round(of("tbt"))} | ${(of("lcp") / 1000).toFixed(2)} | ${(of("fcp") / 1000).toFixed(2)} |`,
      );
    }
  } finally {
    chrome.kill();
    await stopBuiltServer(child);
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
