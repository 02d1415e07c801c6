// Builds the browser UI: root ui/, output dist/ui; the dev server proxies /api to the API server.
import { fileURLToPath } from "node:url"
import react from "@vitejs/plugin-react"
import UnoCSS from "unocss/vite"
import { defineConfig } from "vite"
import { precompressPlugin } from "./cli/precompress.ts"

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url))

export default defineConfig({
  root: here("./ui"),
  publicDir: here("./ui/public"),
  // precompress: brotli and gzip copies of every text file, so the server never compresses per request
  plugins: [react(), UnoCSS({ configFile: here("./uno.config.ts") }), precompressPlugin()],
  build: {
    outDir: here("./dist/ui"),
    emptyOutDir: true,
    sourcemap: true,
    // The landing page's first load is kept small; every other screen is its own chunk.
    chunkSizeWarningLimit: 400
  },
  server: {
    fs: { allow: [here(".")] },
    proxy: {
      "/api": { target: process.env.API_URL ?? "http://localhost:8080", changeOrigin: true }
    }
  },
  preview: {
    proxy: {
      "/api": { target: process.env.API_URL ?? "http://localhost:8080", changeOrigin: true }
    }
  }
})
