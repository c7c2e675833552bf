import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  base: '/',
  build: {
    manifest: true,
    outDir: 'dist/client',
    rollupOptions: { input: 'index.html' },
  },
  ssr: {
    noExternal: ['react-helmet-async'],
  },
  environments: {
    ssr: {
      build: { copyPublicDir: false },
    },
  },
});
