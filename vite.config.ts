import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

// The pages live in src/client and build to dist/client, which the server serves.
export default defineConfig({
  root: "src/client",
  plugins: [react(), tailwindcss()],
  build: { outDir: "../../dist/client", emptyOutDir: true, sourcemap: true, manifest: true },
  server: { proxy: { "/api": "http://localhost:3000" } },
});
