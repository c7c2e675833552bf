import sharp from 'sharp';
import { describe, expect, test } from 'vitest';

import { PortraitProblem, portraitDecodes, preparePortrait } from './portrait-images';

const image = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#7a4e2d' } });

describe('preparePortrait', () => {
  test('makes square WebP portraits of 400 and 800 px from a wide photo, without its metadata', async () => {
    const photo = await image(1600, 1000)
      .withExif({ IFD0: { Artist: 'Someone', Copyright: 'Somewhere' } })
      .jpeg()
      .toBuffer();

    const { hash, variants } = await preparePortrait(photo);

    expect(hash).toMatch(/^[0-9a-f]{16}$/);
    const read = await Promise.all(variants.map(({ bytes }) => sharp(bytes).metadata()));
    expect(
      read.map(({ format, width, height, exif }) => ({ format, width, height, exif })),
    ).toEqual([
      { format: 'webp', width: 400, height: 400, exif: undefined },
      { format: 'webp', width: 800, height: 800, exif: undefined },
    ]);
  });

  test('the same image gets the same hash, another image another', async () => {
    const first = await image(600, 600).png().toBuffer();
    const other = await image(600, 601).png().toBuffer();
    expect((await preparePortrait(first)).hash).toBe((await preparePortrait(first)).hash);
    expect((await preparePortrait(first)).hash).not.toBe((await preparePortrait(other)).hash);
  });

  test('refuses what is not an accepted image by its content, and images too small', async () => {
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900"/>');
    const tiff = await image(900, 900).tiff().toBuffer();
    await expect(preparePortrait(Buffer.from('GIF89a but not really'))).rejects.toThrow(
      PortraitProblem,
    );
    await expect(preparePortrait(svg)).rejects.toThrow('must be a JPEG, PNG, WebP, AVIF or GIF');
    await expect(preparePortrait(tiff)).rejects.toThrow('must be a JPEG, PNG, WebP, AVIF or GIF');
    await expect(preparePortrait(await image(399, 800).png().toBuffer())).rejects.toThrow(
      'must be at least 400 × 400 pixels',
    );
  });

  test('refuses an empty file, and an image over 25 megapixels by its header', async () => {
    // 8000 × 5000 of one grey: 40 MP in about 130 kB.
    const huge = await image(8000, 5000).greyscale().png({ compressionLevel: 9 }).toBuffer();

    await expect(preparePortrait(Buffer.alloc(0))).rejects.toThrow('is an empty file');
    await expect(preparePortrait(huge)).rejects.toThrow(
      'must be at most 25 megapixels (this one has 40.0)',
    );
  });

  test('uploads that arrive together are decoded one after the other, and each is made', async () => {
    const uploads = await Promise.all(
      [900, 901, 902].map((side) => image(side, side).jpeg().toBuffer()),
    );
    const seen = { running: 0, waiting: 0 };
    const sampler = setInterval(() => {
      seen.running = Math.max(seen.running, portraitDecodes.running());
      seen.waiting = Math.max(seen.waiting, portraitDecodes.waiting());
    }, 1);

    const prepared = await Promise.all(uploads.map((upload) => preparePortrait(upload)));
    clearInterval(sampler);

    expect(prepared.map(({ variants }) => variants.length)).toEqual([2, 2, 2]);
    expect(seen.running).toBe(1);
    expect(seen.waiting).toBeGreaterThan(0);
  });
});
