import { escapeAttribute } from "./html";

interface Boot {
  entry: string;
  preloads: readonly string[];
}

/**
 * A prerendered page starts its script after the browser has painted it: Vite's entry script and
 * module preloads give way to /boot.js (src/client/public/boot.js), which adds `start` (by default
 * that same entry) after the first frame. A page whose entry tag is not found is left to start as usual.
 */
export function deferAppBoot(page: string, { entry, preloads }: Boot, start: Boot = { entry, preloads }): string {
  const entryTag = `<script type="module" crossorigin src="${entry}"></script>`;
  if (!page.includes(entryTag)) return page;
  const boot = `<script src="/boot.js" data-app="${escapeAttribute(start.entry)}" data-preload="${escapeAttribute(start.preloads.join(" "))}" defer></script>`;
  let result = page.replace(entryTag, boot);
  for (const href of preloads) {
    result = result.replace(
      new RegExp(`\\s*<link rel="modulepreload" crossorigin href="${href.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"\\s*/?>`),
      "",
    );
  }
  return result;
}
