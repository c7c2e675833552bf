/**
 * Times a talent-community signup in process, for a new address and for a known one, on the
 * embedded database (or PostgreSQL with TEST_DATABASE_URL): the two should cost about the same,
 * so the answer's timing does not tell whether an address has signed up (issue 23). A new
 * address also writes its confirmation message to the outbox, a known one (sent a link moments
 * ago) does not: that row is the difference left (decision 026). Interleaved (new, known, new,
 * known…) so that drift in the machine's load hits both alike.
 *
 * Usage: tsx bench/talent-signup.ts [--runs N]   (default 500 of each)
 */
import { randomBytes } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';

import type { TalentSignupInput } from '../server/modules/talent/talent-schemas';
import { joinTalentCommunity } from '../server/modules/talent/talent-service';
import { parseEnv } from '../server/platform/config';
import { confirmationLimitsOf } from '../server/platform/mail/confirmation-limit';
import { createTestDatabase } from '../server/test-support/test-database';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '500' } } });
const runs = Number(values.runs);
const WARM_UP = 50;

const signupFor = (email: string): TalentSignupInput => ({
  name: 'Noor Haddad',
  email,
  country: 'Jordan',
  interests: ['Engineering'],
  consent: true,
});

const database = await createTestDatabase({
  driver: process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite',
});
// The configured per-address limits: the known address's link stays pending all run long.
const settings = {
  mail: { origin: 'https://careers.somnia.example', companyName: 'Somnia' },
  limits: confirmationLimitsOf(parseEnv({})),
};
const known = `bench.known.${randomBytes(4).toString('hex')}@example.com`;
await joinTalentCommunity(database.db, settings, signupFor(known));

const timeOf = async (email: string) => {
  const start = performance.now();
  await joinTalentCommunity(database.db, settings, signupFor(email));
  return performance.now() - start;
};
const fresh = () => `bench.${randomBytes(6).toString('hex')}@example.com`;

const newMs: number[] = [];
const knownMs: number[] = [];
for (let run = 0; run < WARM_UP + runs; run += 1) {
  const newTime = await timeOf(fresh());
  const knownTime = await timeOf(known);
  if (run < WARM_UP) continue;
  newMs.push(newTime);
  knownMs.push(knownTime);
}
await database.close();

const percentile = (values: number[], p: number) =>
  values.toSorted((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;
const row = (name: string, values: number[]) =>
  `${name.padEnd(7)} p50 ${percentile(values, 0.5).toFixed(3)} ms  p90 ${percentile(values, 0.9).toFixed(3)} ms`;
console.log(`${runs} signups each, ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`);
console.log(row('new', newMs));
console.log(row('known', knownMs));
console.log(
  `known - new at p50: ${(percentile(knownMs, 0.5) - percentile(newMs, 0.5)).toFixed(3)} ms`,
);
