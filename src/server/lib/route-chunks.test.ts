import { describe, expect, it } from "vitest";
import { entryModules, type BuildManifest } from "./route-chunks";

const MANIFEST: BuildManifest = {
  "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_react.js", "_button.js"] },
  "public-entry.tsx": { file: "assets/public-entry-6.js", isEntry: true, imports: ["_react.js", "_header.js"] },
  "_react.js": { file: "assets/react-2.js" },
  "_button.js": { file: "assets/button-3.js", imports: ["_react.js"] },
  "_header.js": { file: "assets/header-4.js", imports: ["_button.js"] },
  "routes/public/home.tsx": { file: "assets/home-5.js", imports: ["index.html", "_react.js"] },
};

describe("entryModules", () => {
  it("gives an entry's script and every module it imports, however deep, once each", () => {
    const { entry, preloads } = entryModules(MANIFEST, "public-entry.tsx");
    expect(entry).toBe("/assets/public-entry-6.js");
    expect(preloads.sort()).toEqual(["/assets/button-3.js", "/assets/header-4.js", "/assets/react-2.js"]);
  });

  it("refuses a name that is not an entry of the build", () => {
    expect(() => entryModules(MANIFEST, "routes/public/home.tsx")).toThrow(/no entry/);
    expect(() => entryModules(MANIFEST, "missing.tsx")).toThrow(/no entry/);
  });
});
