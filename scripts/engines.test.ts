import { readFileSync } from 'node:fs';
import path from 'node:path';

import semver from 'semver';
import { expect, test } from 'vitest';

interface LockedPackage {
  version?: string;
  engines?: { node?: string };
  os?: string[];
  cpu?: string[];
}

/**
 * A platform binary for 32-bit Windows: no platform of ours (a server product; Node.js ships no
 * 32-bit Windows build from 23 on, and sharp builds its one for Node 20 only).
 */
const for32BitWindows = (entry: LockedPackage) =>
  entry.os?.includes('win32') === true && entry.cpu?.every((cpu) => cpu === 'ia32') === true;

const root = path.resolve(import.meta.dirname, '..');
const readJson = <T>(file: string): T =>
  JSON.parse(readFileSync(path.join(root, file), 'utf8')) as T;

const ours = readJson<{ engines: { node: string } }>('package.json').engines.node;
const locked = readJson<{ packages: Record<string, LockedPackage> }>('package-lock.json').packages;

// docs/decisions/008-node-lines.md: the lines .ci/run and scripts/with-node.sh test.
test('engines admits exactly the Node.js lines 22, 24 and 26', () => {
  const admitted = [20, 21, 22, 23, 24, 25, 26, 27].filter((major) =>
    semver.intersects(ours, `^${major}.0.0`),
  );

  expect(admitted).toEqual([22, 24, 26]);
});

// The lockfile holds every platform's packages, so this also covers those not installed here.
test('every locked package accepts every Node.js version that engines admits (no EBADENGINE)', () => {
  const refusing = Object.entries(locked)
    .filter(([name, entry]) => name !== '' && entry.engines?.node && !for32BitWindows(entry))
    .filter(([, entry]) => !semver.subset(ours, entry.engines?.node ?? '*'))
    .map(([name, entry]) => `${name}@${entry.version} wants node ${entry.engines?.node}`);

  expect(refusing).toEqual([]);
});
