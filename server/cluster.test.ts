import { availableParallelism } from 'node:os';

import { pino } from 'pino';
import { describe, expect, test } from 'vitest';

import { workerCount } from './cluster';

function recordingLogger() {
  const lines: string[] = [];
  const logger = pino({ level: 'warn' }, { write: (line: string) => lines.push(line) });
  return { logger, lines };
}

describe('workerCount', () => {
  test('on PostgreSQL, one worker per core unless WEB_CONCURRENCY says otherwise', () => {
    const { logger } = recordingLogger();
    const url = 'postgres://somnia@db.example/somnia';
    expect(workerCount({ DATABASE_URL: url, WEB_CONCURRENCY: undefined }, logger)).toBe(
      availableParallelism(),
    );
    expect(workerCount({ DATABASE_URL: url, WEB_CONCURRENCY: 3 }, logger)).toBe(3);
  });

  test('the embedded database runs one process and says why when asked for more', () => {
    const { logger, lines } = recordingLogger();
    expect(workerCount({ DATABASE_URL: undefined, WEB_CONCURRENCY: 4 }, logger)).toBe(1);
    expect(lines.join('')).toContain('WEB_CONCURRENCY=4 ignored');
    expect(workerCount({ DATABASE_URL: undefined, WEB_CONCURRENCY: undefined }, logger)).toBe(1);
    expect(lines).toHaveLength(1);
  });
});
