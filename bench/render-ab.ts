/**
 * In-process A/B of `render()` between built checkouts, for a render-side change whose effect a
 * server under load on a shared machine would drown in noise (decision 068). Both builds are
 * loaded in one process and render the same pages with the same page envelopes, in alternating
 * batches (A B, then B A…): CPU per render of the main thread and of the process, the median of
 * the paired batches' ratios, and what each render allocates (V8's sampling heap profiler,
 * collected objects included: what the collector pays for).
 *
 *   NODE_ENV=production PUBLIC_ORIGIN=http://localhost:4362 \
 *     node --import tsx bench/render-ab.ts <rootA> <rootB> [--url /job?page=3] [--seconds 60]
 *
 * Each root needs `npm run build` done. The envelopes come once from a product server's page API
 * at `--origin` (default http://127.0.0.1:4362, any build), then from memory, one object per
 * page as the page-data cache shares them.
 */
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';

import type { Envelope, PageContent } from '../contract/page-types';
import { parseEnv, toPublicConfig } from '../server/platform/config';
import { createProdRenderer } from '../server/ssr/prod-renderer';

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    url: { type: 'string', multiple: true },
    seconds: { type: 'string', default: '60' },
    batch: { type: 'string', default: '10' },
    origin: { type: 'string', default: 'http://127.0.0.1:4362' },
  },
});
if (positionals.length !== 2) throw new Error('usage: render-ab.ts <rootA> <rootB> [--url U]…');
const urls = values.url ?? ['/job?page=3&department=Engineering|Design'];
const config = toPublicConfig(parseEnv(process.env));
const envelopes = new Map<string, Envelope<PageContent>>();

async function fetchPageEnvelope(pagePath: string, search: string) {
  const key = `${pagePath}?${search}`;
  let envelope = envelopes.get(key);
  if (!envelope) {
    const response = await fetch(`${values.origin}/api/page/${pagePath}?${search}`);
    envelope = (await response.json()) as Envelope<PageContent>;
    envelopes.set(key, envelope);
  }
  return envelope;
}

const arms = await Promise.all(
  positionals.map(async (root) => {
    const renderer = createProdRenderer(path.resolve(root));
    const entry = await renderer.loadEntry('/');
    return { root, renderer, entry, main: [] as number[], all: [] as number[] };
  }),
);
type Arm = (typeof arms)[number];

let asked = 0;
async function renderOnce(arm: Arm) {
  const url = urls[asked++ % urls.length] ?? '/';
  const result = await arm.entry.render({
    request: new Request(new URL(url, config.publicOrigin)),
    config,
    fetchPageEnvelope,
    experiments: { variants: { [`tech-at-${config.companySlug}`]: 0 }, newlyAssigned: [] },
    nonce: 'render-ab-nonce-0123456==',
    assets: arm.renderer.assets,
    waitForAll: false,
    onError: (error) => console.error(error),
  });
  if (result.type !== 'document') throw new Error(`${url} did not render whole (${result.type})`);
}

// Warm up (each process's first pages stream while their chunks load), then allocation.
for (const arm of arms) for (let index = 0; index < 100; index += 1) await renderOnce(arm);
const session = new Session();
session.connect();
await session.post('HeapProfiler.enable');
const ALLOCATION_RENDERS = 200;
for (const arm of arms) {
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: 1024,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  for (let index = 0; index < ALLOCATION_RENDERS; index += 1) await renderOnce(arm);
  const { profile } = await session.post('HeapProfiler.stopSampling');
  let bytes = 0;
  const nodes = [profile.head];
  for (let node = nodes.pop(); node; node = nodes.pop()) {
    bytes += node.selfSize;
    nodes.push(...node.children);
  }
  console.log(
    `${arm.root}: ${(bytes / ALLOCATION_RENDERS / 1024).toFixed(0)} kB allocated per render`,
  );
}

const batch = Number(values.batch);
const end = Date.now() + Number(values.seconds) * 1000;
for (let round = 0; Date.now() < end; round += 1) {
  for (const arm of round % 2 === 0 ? arms : [...arms].reverse()) {
    const main0 = process.threadCpuUsage();
    const all0 = process.cpuUsage();
    for (let index = 0; index < batch; index += 1) await renderOnce(arm);
    const main = process.threadCpuUsage(main0);
    const all = process.cpuUsage(all0);
    arm.main.push((main.user + main.system) / batch / 1000);
    arm.all.push((all.user + all.system) / batch / 1000);
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? NaN;
for (const arm of arms) {
  console.log(
    `${arm.root}: ${arm.main.length} batches, CPU per render (median) main thread ${median(arm.main).toFixed(3)} ms, process ${median(arm.all).toFixed(3)} ms`,
  );
}
const [a, b] = arms as [Arm, Arm];
const paired = (of: (arm: Arm) => number[]) =>
  median(of(a).map((value, index) => (of(b)[index] ?? NaN) / value)).toFixed(3);
console.log(
  `B ÷ A, paired batches: main thread ${paired((arm) => arm.main)}, process ${paired((arm) => arm.all)}`,
);
process.exit(0);
