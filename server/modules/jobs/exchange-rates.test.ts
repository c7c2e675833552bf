import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, test } from 'vitest';

import { ROOT_DIR } from '../../platform/root-dir';
import { loadExchangeRates } from './exchange-rates';

const dir = mkdtempSync(path.join(tmpdir(), 'exchange-rates-'));
function fileWith(content: unknown): string {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.json`);
  writeFileSync(file, JSON.stringify(content));
  return file;
}
const VALID = { date: '2026-11-26', source: 'A bank', perEuro: { GBP: 0.84 } };

describe('loadExchangeRates', () => {
  test("the site's own rate table is valid, with a date and a source", () => {
    const rates = loadExchangeRates(path.join(ROOT_DIR, 'content', 'exchange-rates.json'));

    expect(rates.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(rates.source).not.toBe('');
    expect(rates.perEuro.GBP).toBeGreaterThan(0);
  });

  test.each([
    [{ ...VALID, perEuro: { gbp: 0.84 } }, 'perEuro.gbp'],
    [{ ...VALID, perEuro: { GBP: 0 } }, 'perEuro.GBP'],
    // A rate this low would overflow the annual euros of a pay the editor accepts.
    [{ ...VALID, perEuro: { XAU: 0.0005 } }, 'perEuro.XAU'],
    [{ ...VALID, perEuro: { GBP: '0.84' } }, 'perEuro.GBP'],
    [{ ...VALID, date: '26/11/2026' }, 'date'],
    [{ ...VALID, source: ' ' }, 'source'],
    [{ date: VALID.date, perEuro: VALID.perEuro }, 'source'],
  ])('a bad table stops the start naming the field (%j)', (content, field) => {
    const file = fileWith(content);

    expect(() => loadExchangeRates(file)).toThrow(`${file}: ${field} `);
  });
});
