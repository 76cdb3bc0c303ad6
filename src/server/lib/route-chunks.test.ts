import { describe, expect, it } from "vitest";
import { screenPreloads, type BuildManifest } from "./route-chunks";

const MANIFEST: BuildManifest = {
  "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_react.js"] },
  "_react.js": { file: "assets/react-2.js" },
  "_icons.js": { file: "assets/icons-3.js", imports: ["_react.js"] },
  "_section.js": { file: "assets/section-4.js", imports: ["_icons.js"] },
  "routes/public/home.tsx": { file: "assets/home-5.js", imports: ["index.html", "_react.js", "_section.js"] },
};

describe("screenPreloads", () => {
  it("lists a public page's screen chunk and what it imports, but nothing the entry already loads", () => {
    expect(screenPreloads(MANIFEST, "/").sort()).toEqual(["/assets/home-5.js", "/assets/icons-3.js", "/assets/section-4.js"]);
  });

  it("lists nothing for other paths, or a screen the build does not have", () => {
    expect(screenPreloads(MANIFEST, "/client/dashboard")).toEqual([]);
    expect(screenPreloads(MANIFEST, "/pricing")).toEqual([]);
  });
});
