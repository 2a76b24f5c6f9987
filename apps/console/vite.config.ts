import { defineConfig } from 'vite';

// The console is static files the gateway serves at /console/ (apps/gateway reads dist/ from this package).
export default defineConfig({
  base: '/console/',
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: false, chunkSizeWarningLimit: 200 },
});
