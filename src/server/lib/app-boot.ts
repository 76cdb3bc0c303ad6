/**
 * A prerendered page starts its app after the browser has painted it: Vite's entry script and
 * module preloads give way to /boot.js (src/client/public/boot.js), which adds them after the
 * first frame. A page whose entry tag is not found is left to start as usual.
 */
export function deferAppBoot(page: string, { entry, preloads }: { entry: string; preloads: readonly string[] }): string {
  const entryTag = `<script type="module" crossorigin src="${entry}"></script>`;
  if (!page.includes(entryTag)) return page;
  const escape = (text: string) => text.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;");
  const boot = `<script src="/boot.js" data-app="${escape(entry)}" data-preload="${escape(preloads.join(" "))}" defer></script>`;
  let result = page.replace(entryTag, boot);
  for (const href of preloads) {
    result = result.replace(new RegExp(`\\s*<link rel="modulepreload" crossorigin href="${href.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}"\\s*/?>`), "");
  }
  return result;
}
