import { afterAll, beforeAll } from 'vitest';

import type { AppDatabase, DriverName } from '../platform/db/database';
import { createRealApp, type RealApp } from './real-app';
import { createTestDatabase, openSecondPool } from './test-database';

/**
 * A test database written through one pool and an app reading it through another, as a second
 * process would (on PGlite, which serves one process, the same one). Call inside a `describe`;
 * the getters answer once its `beforeAll` ran.
 */
export function writerAndReader(driver: DriverName): {
  writer: () => AppDatabase;
  reader: () => RealApp;
} {
  let writer: AppDatabase | undefined;
  let reader: RealApp | undefined;
  beforeAll(async () => {
    writer = await createTestDatabase({ driver });
    reader = await createRealApp({}, { database: await openSecondPool(writer) });
  });
  afterAll(async () => {
    await reader?.close();
    await writer?.close();
  });
  const ready = <T>(value: T | undefined): T => {
    if (value === undefined) throw new Error('writerAndReader: used before its beforeAll ran');
    return value;
  };
  return { writer: () => ready(writer), reader: () => ready(reader) };
}
