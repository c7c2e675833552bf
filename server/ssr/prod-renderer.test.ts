import { describe, expect, test } from 'vitest';

import { clientAssets } from './prod-renderer';

// A build's manifest as Vite writes it: the entry, shared chunks, and dynamically imported modules.
const MANIFEST = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    imports: ['_react-2.js'],
    css: ['assets/index-1.css'],
  },
  '_react-2.js': { file: 'assets/react-2.js' },
  '_form-3.js': {
    file: 'assets/form-3.js',
    imports: ['index.html', '_react-2.js'],
    css: ['assets/form-3.css'],
  },
  'src/blocks/talent-form/talent-form-block.tsx': {
    file: 'assets/talent-form-block-4.js',
    isDynamicEntry: true,
    imports: ['index.html', '_form-3.js'],
    css: ['assets/talent-form-block-4.css'],
  },
  'src/blocks/hero/hero-block.tsx': {
    file: 'assets/hero-block-5.js',
    isDynamicEntry: true,
    imports: ['_react-2.js'],
  },
};

describe('clientAssets', () => {
  test('the entry runs as a module and preloads the chunks it imports', () => {
    const assets = clientAssets(MANIFEST);

    expect(assets.bootstrapModules).toEqual(['/assets/index-1.js']);
    expect(assets.entry).toEqual({
      scripts: ['/assets/react-2.js'],
      stylesheets: ['/assets/index-1.css'],
    });
  });

  test("a lazy module needs its chunk and its imports', dependencies first, not the entry's own", () => {
    const { modules } = clientAssets(MANIFEST);

    expect(modules['src/blocks/talent-form/talent-form-block.tsx']).toEqual({
      scripts: ['/assets/react-2.js', '/assets/form-3.js', '/assets/talent-form-block-4.js'],
      stylesheets: ['/assets/form-3.css', '/assets/talent-form-block-4.css'],
    });
    expect(modules['src/blocks/hero/hero-block.tsx']).toEqual({
      scripts: ['/assets/react-2.js', '/assets/hero-block-5.js'],
      stylesheets: [],
    });
  });

  test('only dynamically imported modules are listed', () => {
    expect(Object.keys(clientAssets(MANIFEST).modules).sort()).toEqual([
      'src/blocks/hero/hero-block.tsx',
      'src/blocks/talent-form/talent-form-block.tsx',
    ]);
  });
});
