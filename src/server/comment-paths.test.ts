// A comment that cites a file, a folder or a decision record is how a reader finds why the code
// is as it is (docs/architecture.md section 4, "Comments"). When the cited thing moves or is
// renamed, the comment sends the reader nowhere, and nothing else notices: this test does. It reads
// the comments of src/, bench/, scripts/ and e2e/ (and the README and the guide, whole) and fails
// naming every cited path that does not exist.
import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

const ROOT = fileURLToPath(new URL("../..", import.meta.url));
const SCANNED_FOLDERS = ["src", "bench", "scripts", "e2e"];
const SKIPPED_FOLDERS = new Set(["node_modules", ".git", "dist", ".data", "coverage", "test-results", "playwright-report"]);
const SOURCE_FILE = /\.(ts|tsx|mjs|js|sh)$/;
/** What a cited file ends with. A bare `.js` name is a package (ical.js), not a file of ours. */
const FILE_ENDING = /\.(ts|tsx|mjs|js|md|sh|json|sql|css|html|ics)$/;
/** Where a path in a comment may start: the citing file's folder, the root, or one of these. */
const BASES = ["", "src", "src/server", "src/client", "src/shared"];
/** Built or generated on a machine, never committed: a comment may name them. */
const NOT_COMMITTED = /^(\.\/)?(dist|node_modules|\.data|coverage|test-results|playwright-report)\//;

interface Comment {
  file: string;
  line: number;
  text: string;
}

/** Every file under `folder` (folders end with a slash), skipping what is built or installed. */
function pathsUnder(folder: string): string[] {
  return readdirSync(path.join(ROOT, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = path.posix.join(folder, entry.name);
    if (!entry.isDirectory()) return [relative];
    return SKIPPED_FOLDERS.has(entry.name) ? [] : [`${relative}/`, ...pathsUnder(relative)];
  });
}
const filesUnder = (folder: string) => pathsUnder(folder).filter((relative) => !relative.endsWith("/"));

const linesIn = (text: string) => text.split("\n").length - 1;

/** The comments of a TypeScript or JavaScript file: `//` and `/* *\/`, outside strings. */
function scriptComments(file: string, source: string): Comment[] {
  const comments: Comment[] = [];
  let line = 1;
  let i = 0;
  while (i < source.length) {
    const char = source[i];
    const next = source[i + 1];
    if (char === "\n") {
      line += 1;
      i += 1;
    } else if (char === "\\") {
      i += 2; // an escaped quote or slash in a regular expression starts nothing
    } else if (char === "/" && next === "/") {
      const end = source.indexOf("\n", i);
      const stop = end === -1 ? source.length : end;
      comments.push({ file, line, text: source.slice(i + 2, stop) });
      i = stop;
    } else if (char === "/" && next === "*") {
      const end = source.indexOf("*/", i + 2);
      const stop = end === -1 ? source.length : end;
      const text = source.slice(i + 2, stop);
      comments.push({ file, line, text });
      line += linesIn(text);
      i = stop + 2;
    } else if (char === '"' || char === "'" || char === "`") {
      let j = i + 1;
      // A quote or double quote ends with its line (an apostrophe in JSX text opens no string).
      while (j < source.length && source[j] !== char && (char === "`" || source[j] !== "\n")) j += source[j] === "\\" ? 2 : 1;
      line += linesIn(source.slice(i, j));
      i = source[j] === "\n" ? j : j + 1;
    } else {
      i += 1;
    }
  }
  return comments;
}

/** The comments of a shell script: from a `#` that starts a word to the end of the line. */
function shellComments(file: string, source: string): Comment[] {
  return source.split("\n").flatMap((text, index) => {
    const match = /(?:^|\s)#(?!!)(.*)$/.exec(text);
    return match?.[1] === undefined ? [] : [{ file, line: index + 1, text: match[1] }];
  });
}

function commentsOf(file: string): Comment[] {
  const source = readFileSync(path.join(ROOT, file), "utf8");
  if (file.endsWith(".md")) return [{ file, line: 1, text: source }];
  return file.endsWith(".sh") ? shellComments(file, source) : scriptComments(file, source);
}

const allPaths = [
  ...[...SCANNED_FOLDERS, "docs"].flatMap(pathsUnder),
  ...readdirSync(ROOT, { withFileTypes: true }).map((entry) => (entry.isDirectory() ? `${entry.name}/` : entry.name)),
];
/** A bare name (`job-json.ts`, `seed/`) is cited from its own neighbourhood: it exists if some file or folder has it. */
const bareNames = new Set(allPaths.map((relative) => path.posix.basename(relative) + (relative.endsWith("/") ? "/" : "")));
const decisionNumbers = new Set(readdirSync(path.join(ROOT, "docs/decisions")).flatMap((name) => /^(\d{3})-.+\.md$/.exec(name)?.[1] ?? []));

function exists(relative: string, kind: "file" | "folder"): boolean {
  try {
    const stat = statSync(path.join(ROOT, relative));
    return kind === "file" ? stat.isFile() : stat.isDirectory();
  } catch {
    return false;
  }
}

/** The citing file's folder and each folder above it, where `features/admin-drafts/convert.service.ts` starts. */
function foldersAbove(file: string): string[] {
  const folder = path.posix.dirname(file);
  return folder === "." ? [] : [folder, ...foldersAbove(folder)];
}

/** Whether a path cited in `file` names something: from the citing file's folders, the root, or a source root. */
function resolves(cited: string, file: string): boolean {
  const kind = cited.endsWith("/") ? "folder" : "file";
  if (cited.startsWith("./") || cited.startsWith("../")) return exists(path.posix.join(path.posix.dirname(file), cited), kind);
  if (!cited.slice(0, -1).includes("/")) return bareNames.has(cited);
  return [...foldersAbove(file), ...BASES].some((base) => exists(path.posix.join(base, cited), kind));
}

/** `decision 054`, `decisions 010, 041`, `docs/decisions/031 to 037`: each number cited. */
function citedDecisions(text: string): string[] {
  const citations = text.matchAll(/\bdecisions?(?:\/|\s+)(\d{3})((?:\s*(?:,|and|or|to)\s*\d{3}\b)*)/gi);
  return [...citations].flatMap((match) => [match[1] ?? "", ...(match[2]?.match(/\d{3}/g) ?? [])]);
}

/** A package's own file (`drizzle-orm/utils.js`), not one of ours. */
const inPackage = (cited: string) => cited.includes("/") && exists(path.posix.join("node_modules", cited.split("/")[0] ?? ""), "folder");

/** `docs/architecture.md section 2`, `… sections 4 and 6`: each section number cited. */
function citedGuideSections(text: string): string[] {
  const citations = text.matchAll(/docs\/architecture\.md sections? (\d+)(?: and (\d+))?/g);
  return [...citations].flatMap((match) => [match[1] ?? "", ...(match[2] === undefined ? [] : [match[2]])]);
}
const guideSections = new Set(
  [...readFileSync(path.join(ROOT, "docs/architecture.md"), "utf8").matchAll(/^## (\d+)\. /gm)].map((match) => match[1]),
);

/**
 * Paths in the text: a file with a known ending, or a folder with a slash at its end. Not a
 * placeholder (`<area>.routes.ts`, `*.test.ts`), an ending alone (`.ts`), a route or an address
 * (`/api/jobs/:jobId`, `node:fs`, `http://…`), a package's file, or a decision (citedDecisions
 * reads those).
 */
function citedPaths(text: string): string[] {
  return (text.match(/[\w./:@<>*{}$-]+/g) ?? []).flatMap((token) => {
    const cited = token.replace(/[.:]+$/, "");
    const placeholder = /[<>*{}$@:]|NNN/.test(cited) || /^\/|^\.\w/.test(cited) || cited.includes("//");
    if (placeholder || NOT_COMMITTED.test(cited) || inPackage(cited) || /^docs\/decisions\/\d{3}$/.test(cited)) return [];
    if (FILE_ENDING.test(cited) && (cited.includes("/") || !cited.endsWith(".js"))) return [cited];
    if (/^[\w.-]+(\/[\w.-]+)*\/$/.test(cited) && cited.length > 1) return [cited];
    return [];
  });
}

const commentFiles = [...SCANNED_FOLDERS.flatMap(filesUnder).filter((file) => SOURCE_FILE.test(file)), "README.md", "docs/architecture.md"];
const comments = commentFiles.flatMap(commentsOf);
const pathCitations = comments.flatMap((comment) => citedPaths(comment.text).map((cited) => ({ ...comment, cited })));
const decisionCitations = comments.flatMap((comment) => citedDecisions(comment.text).map((cited) => ({ ...comment, cited })));
const guideCitations = comments.flatMap((comment) => citedGuideSections(comment.text).map((cited) => ({ ...comment, cited })));
const where = ({ file, line, cited }: Comment & { cited: string }) => `${file}:${line} cites ${cited}`;

describe("paths and decisions cited in comments", () => {
  it("reads the comments of every source file, and finds hundreds of citations in them", () => {
    expect(commentFiles.length).toBeGreaterThan(800);
    expect(pathCitations.length).toBeGreaterThan(400);
    expect(decisionCitations.length).toBeGreaterThan(900);
    // A few known citations, one of each kind of comment (line, block, shell, Markdown), so a
    // scanner that stopped reading one kind fails here.
    const cites = (citations: (Comment & { cited: string })[], file: string, cited: string) =>
      citations.some((citation) => citation.file === file && citation.cited === cited);
    expect(cites(pathCitations, "e2e/client-billing.spec.ts", "src/server/seed/demo/client-billing.ts")).toBe(true);
    expect(cites(pathCitations, "src/server/features/messages/message-bus.ts", "domain/accounts/session-revocations.ts")).toBe(true);
    expect(cites(pathCitations, "scripts/with-test-postgres.sh", "scripts/with-test-postgres.sh")).toBe(true);
    expect(cites(pathCitations, "README.md", "docs/architecture.md")).toBe(true);
    expect(cites(decisionCitations, "src/server/features/dev-calendars/dev-calendars.routes.ts", "054")).toBe(true);
  });

  it("names only files and folders that exist", () => {
    const missing = pathCitations.filter((citation) => !resolves(citation.cited, citation.file));
    expect(missing.map(where)).toEqual([]);
  });

  it("names only decision records that exist", () => {
    const missing = decisionCitations.filter((citation) => !decisionNumbers.has(citation.cited));
    expect(missing.map(where)).toEqual([]);
  });

  it("names only sections of docs/architecture.md that exist", () => {
    expect(guideCitations.length).toBeGreaterThan(25);
    expect(guideSections.size).toBeGreaterThan(8);
    const missing = guideCitations.filter((citation) => !guideSections.has(citation.cited));
    expect(missing.map(where)).toEqual([]);
  });

  it("tells a moved file from one in place", () => {
    expect(resolves("lib/calendar-fetch.ts", "src/server/features/rental-calendars/sync.service.ts")).toBe(true);
    expect(resolves("lib/job-applications.ts", "src/server/features/open-jobs/claim.service.ts")).toBe(false);
    expect(resolves("domain/audit/", "src/server/app.ts")).toBe(true);
    expect(resolves("jobs/", "README.md")).toBe(true);
    expect(resolves("domain/jobz/", "src/server/app.ts")).toBe(false);
    expect(resolves("ARCHITECTURE.md", "src/server/app.ts")).toBe(false);
    expect(resolves("admin-drafts/convert.service.ts", "src/server/features/auth/password-reset.test.ts")).toBe(true);
    const text =
      "see lib/outbox.ts: `job-json.ts` and src/server/seed/ (Node.js, ical.js, `.ts`, <area>.routes.ts, GET /api/jobs/:jobId/photos/).";
    expect(citedPaths(text)).toEqual(["lib/outbox.ts", "job-json.ts", "src/server/seed/"]);
    expect(citedGuideSections("the floors (docs/architecture.md section 2); docs/architecture.md sections 4 and 6")).toEqual([
      "2",
      "4",
      "6",
    ]);
    expect(citedDecisions("decision 054; decisions 010, 041 and 042; docs/decisions/031 to 037")).toEqual([
      "054",
      "010",
      "041",
      "042",
      "031",
      "037",
    ]);
  });
});
