// Vite build of the web client (src/web -> dist/web, served by the game server).
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

export default defineConfig({
  root: here('./src/web'),
  base: '/',
  plugins: [react()],
  build: {
    outDir: here('./dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    // The engine's card data and the client fit in one small chunk; no source maps in production.
    sourcemap: false,
  },
  server: {
    // `npx vite` for development: the API and the WebSocket go to a server on port 3000.
    proxy: { '/api': { target: 'http://localhost:3000', ws: true } },
  },
});
