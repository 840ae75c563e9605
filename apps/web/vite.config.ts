import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const API_TARGET = process.env.MAKRO_API_URL ?? 'http://127.0.0.1:3000';

/**
 * Mantine's building blocks (theme, Box, buttons, inputs, text, layout) and the icon factory: nearly every
 * screen, the login page included, uses them, so they travel as one chunk.
 */
const UI_BASICS = [
  /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]core[\\/]/,
  /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/](Box|UnstyledButton|Button|ActionIcon|CloseButton|Input|InputBase|TextInput|PasswordInput|Checkbox|Text|Title|Group|Stack|Paper|Alert|Anchor|Badge|Loader|Center)[\\/]/,
  /node_modules[\\/]@mantine[\\/]hooks[\\/]esm[\\/]utils[\\/]/,
  /node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/](createReactComponent|defaultAttributes)\.mjs$/,
];

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

/**
 * Writes a brotli (`.br`, quality 11) and a gzip (`.gz`, level 9) copy next to every text file of the build,
 * public files included. The server sends the copy the browser accepts (@fastify/static `preCompressed`),
 * so the strongest compression costs nothing per request.
 */
function precompress(): Plugin {
  let outDir = '';
  const files = (dir: string): string[] =>
    readdirSync(dir).flatMap((name) => {
      const full = path.join(dir, name);
      return statSync(full).isDirectory() ? files(full) : [full];
    });
  return {
    name: 'makro:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of files(outDir).filter((name) => COMPRESSIBLE.test(name))) {
        const content = readFileSync(file);
        writeFileSync(
          `${file}.br`,
          brotliCompressSync(content, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
            },
          }),
        );
        writeFileSync(`${file}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  server: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/sandbox': { target: API_TARGET, changeOrigin: true },
    },
  },
  preview: {
    proxy: {
      '/api': { target: API_TARGET, changeOrigin: true },
      '/sandbox': { target: API_TARGET, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Every screen is its own lazy chunk (React.lazy in the routes files). Left alone, the bundler also
        // makes one small chunk per combination of screens sharing a module: the login page would fetch some
        // thirty files, each a request with its own headers. Two groups keep it to a handful.
        codeSplitting: {
          groups: [
            { name: 'ui', test: (id) => UI_BASICS.some((pattern) => pattern.test(id)), priority: 2 },
            // Everything the entry needs at start (React, the router, the query client, the domain's shared
            // rules) in one chunk next to the entry, instead of split by which lazy screens share it.
            { name: 'app', tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
