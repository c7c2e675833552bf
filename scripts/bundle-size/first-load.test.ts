import { describe, expect, test } from 'vitest';

import { parseHtml } from '../../server/test-support/seo-test-support';
import { firstLoadChunks, privateModulesIn, referencedChunks, type Manifest } from './first-load';

const MANIFEST: Manifest = {
  'index.html': { file: 'assets/index.js', imports: ['_react.js'] },
  '_react.js': { file: 'assets/react.js' },
  '_card.js': { file: 'assets/card.js', imports: ['index.html', '_react.js'] },
  'src/blocks/job-list/job-list-block.tsx': {
    file: 'assets/job-list-block.js',
    imports: ['index.html', '_card.js'],
  },
  'src/pages/admin/admin-screen.tsx': { file: 'assets/admin-screen.js', imports: ['index.html'] },
};

describe('referencedChunks', () => {
  test('reads the module scripts and module preloads of a page, not other links', () => {
    const document = parseHtml(`<!DOCTYPE html><html><head>
      <link rel="modulepreload" href="/assets/react.js">
      <link rel="stylesheet" href="/assets/index.css">
      <link rel="preload" as="image" href="/assets/hero.png">
      </head><body><script type="module" src="/assets/index.js" async></script>
      <script src="https://www.googletagmanager.com/gtm.js"></script></body></html>`);

    expect(referencedChunks(document).sort()).toEqual(['assets/index.js', 'assets/react.js']);
  });
});

describe('firstLoadChunks', () => {
  test('adds every chunk the named ones import, however deep, each once', () => {
    expect(firstLoadChunks(MANIFEST, ['assets/index.js', 'assets/job-list-block.js'])).toEqual([
      'assets/card.js',
      'assets/index.js',
      'assets/job-list-block.js',
      'assets/react.js',
    ]);
  });

  test('leaves out what is imported only dynamically (the admin screen)', () => {
    expect(firstLoadChunks(MANIFEST, ['assets/index.js'])).not.toContain('assets/admin-screen.js');
  });
});

describe('privateModulesIn', () => {
  test('finds sign-in and admin modules, and nothing else', () => {
    const chunkModules = {
      'assets/index.js': ['src/entry-client.tsx', 'src/app/layouts/default-layout.tsx'],
      'assets/admin.js': [
        'src/pages/admin/admin-screen.tsx',
        'src/app/layouts/admin-layout.tsx',
        'src/auth/auth-session.ts',
        'src/pages/login/login-screen.tsx',
      ],
    };

    expect(privateModulesIn(chunkModules, ['assets/index.js'])).toEqual([]);
    expect(privateModulesIn(chunkModules, ['assets/index.js', 'assets/admin.js'])).toHaveLength(4);
  });
});
