import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The pages live in src/client and build to dist/client, which the server serves. Two entries:
// the app (index.html -> main.tsx) and the prerendered public pages' islands (public-entry.tsx,
// docs/decisions/021), which the server starts on those pages instead of the app.
export default defineConfig({
  root: "src/client",
  plugins: [react(), tailwindcss()],
  build: {
    outDir: "../../dist/client",
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: { input: { index: "src/client/index.html", "public-entry": "src/client/public-entry.tsx" } },
  },
  server: { proxy: { "/api": "http://localhost:3000" } },
});
