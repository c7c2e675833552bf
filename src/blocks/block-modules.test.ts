import path from 'node:path';

import { describe, expect, test } from 'vitest';

import type { Section, SectionType } from '../../contract/page-types';
import {
  BLOCKS,
  blockSource,
  blockSources,
  firstPaintBlockSources,
  loadBlocks,
} from './block-modules';

const root = path.resolve(import.meta.dirname, '../..');
const TYPES = Object.keys(BLOCKS) as SectionType[];
const sectionOf = (type: SectionType) => ({ type }) as Section;

describe('the block modules', () => {
  // The server links a block's chunk by this path: a wrong one would hydrate without its code.
  test.each(TYPES)('%s loads the component its module exports', async (type) => {
    const module = (await import(path.join(root, blockSource(type)))) as Record<string, unknown>;

    expect(Object.values(module)).toContain(await BLOCKS[type].load());
  });

  test("a page's blocks are named once each, in the order they first appear", () => {
    const sections = ['hero', 'faq', 'hero', 'cta'].map((type) => sectionOf(type as SectionType));

    expect(blockSources(sections)).toEqual([
      'src/blocks/hero/hero-block.tsx',
      'src/blocks/faq/faq-block.tsx',
      'src/blocks/cta/cta-block.tsx',
    ]);
  });

  test('the slider and the talent form are rendered by the server, their code waits for the visitor', () => {
    const sections = [sectionOf('hero'), sectionOf('slider'), sectionOf('talent-form')];

    expect(blockSources(sections)).toContain('src/blocks/slider/slider-block.tsx');
    expect(blockSources(sections)).toContain('src/blocks/talent-form/talent-form-block.tsx');
    expect(firstPaintBlockSources(sections)).toEqual(['src/blocks/hero/hero-block.tsx']);
  });

  test('loading a page with no sections loads nothing and resolves', async () => {
    await expect(loadBlocks([])).resolves.toBeUndefined();
  });
});
