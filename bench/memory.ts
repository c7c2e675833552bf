/**
 * The memory case (issue 33): each server, started bare (the product through `npm start`, the
 * peers as the peer bench starts them, no event-loop probe), takes about a minute of mixed traffic
 * at 50 connections (the cache-missing mix, searches, job pages, `/`, in rotation); then the
 * resident memory of every process in its process group (npm's wrapper included) is read from /proc.
 */
import autocannon from 'autocannon';

import { fmt, median, productOverPeer, table, times, verdict } from './figures';
import { missMixCycle, PEER_LABELS, PEER_NAMES, type MixArm } from './peers';
import { groupMembers, groupRssBytes, type GroupMember, type RunningServer } from './servers';

const CONNECTIONS = 50;
/** The most the product's resident memory may be, in React Router 7's. */
const MOST_TIMES_RR7 = 2;

/** Title words both data sets have, for the searches of the mix. */
const SEARCH_WORDS = ['engineer', 'manager', 'designer', 'analyst', 'specialist', 'product'];

/**
 * The mixed traffic's URLs, one kind after another: a cache-missing list, a search and, on the
 * product only (the peers have neither), a job page and the home page.
 */
export function memoryTraffic(jobIds: { first: number; last: number } | undefined): () => string {
  const mix = missMixCycle();
  let searches = 0;
  let jobs = 0;
  let count = 0;
  const kinds: (() => string)[] = [
    mix,
    () => {
      const word = SEARCH_WORDS[searches % SEARCH_WORDS.length] as string;
      const page = 1 + (Math.floor(searches++ / SEARCH_WORDS.length) % 40);
      return `/job?search=${word}&page=${page}`;
    },
    ...(jobIds
      ? [() => `/job/${jobIds.first + (jobs++ % (jobIds.last - jobIds.first + 1))}`, () => '/']
      : []),
  ];
  return () => (kinds[count++ % kinds.length] as () => string)();
}

export interface MemoryRecord {
  round: number;
  arm: MixArm;
  seconds: number;
  requests: number;
  statusCodes: Record<string, number>;
  errors: number;
  /** The whole process group right after the traffic. */
  rssBytes: number;
  /** The most the group held, sampled every second during the traffic. */
  peakRssBytes: number;
  /** The group's processes right after the traffic. */
  members: GroupMember[];
}

/** Drives the mixed traffic for `seconds`, sampling the group's RSS, and reads it at the end. */
export async function memorySession(
  server: RunningServer,
  seconds: number,
  nextPath: () => string,
): Promise<Omit<MemoryRecord, 'round' | 'arm'>> {
  let peakRssBytes = groupRssBytes(server.pid);
  const sampler = setInterval(() => {
    peakRssBytes = Math.max(peakRssBytes, groupRssBytes(server.pid));
  }, 1000);
  try {
    const result = await autocannon({
      url: server.base,
      connections: CONNECTIONS,
      duration: seconds,
      requests: [
        {
          method: 'GET' as const,
          setupRequest: (request: autocannon.Request) => ({ ...request, path: nextPath() }),
        },
      ],
    });
    const statusCodes: Record<string, number> = {};
    for (const [code, stat] of Object.entries(result.statusCodeStats ?? {}))
      statusCodes[code] = (stat as { count: number }).count;
    const members = groupMembers(server.pid);
    const rssBytes = members.reduce((sum, member) => sum + member.rssBytes, 0);
    return {
      seconds,
      requests: Object.values(statusCodes).reduce((sum, count) => sum + count, 0),
      statusCodes,
      errors: result.errors + result.timeouts,
      rssBytes,
      peakRssBytes: Math.max(peakRssBytes, rssBytes),
      members,
    };
  } finally {
    clearInterval(sampler);
  }
}

const mb = (bytes: number) => bytes / 2 ** 20;

/** The report's section: a row per server, the product over React Router 7, the target. */
export function describeMemory(records: MemoryRecord[], jobs: number, peersNote: string): string[] {
  const seconds = records[0]?.seconds ?? 0;
  const out = ['## The memory case (issue 33)', ''];
  out.push(
    `Each server started alone and bare (no event-loop probe): the product as the README's \`npm start\` starts it (\`npm start\` → \`sh\` → \`node scripts/start.mjs\`, one process group) on a fresh copy of PGlite with seed + ${jobs.toLocaleString('en')} jobs; the peers as the peer bench starts them, over their 10,000 in-memory jobs. ${peersNote} Then ${seconds} s of mixed traffic at ${CONNECTIONS} connections, in rotation: the cache-missing mix, \`/job?search=<word>&page=N\` (${SEARCH_WORDS.join(', ')}), and, on the product only (the peers have no job page and no home page: Next.js answers 404 to \`/\`), \`/job/{id}\` over every job and \`/\`. RSS: every process of the server's process group, summed, read from /proc right after the traffic (npm's wrapper and \`sh\` included); peak: sampled every second during it. Medians over rounds; product ÷ RR7 is per round, median over rounds.`,
    '',
  );
  const arms = (['product', ...PEER_NAMES] as MixArm[]).filter((arm) =>
    records.some((record) => record.arm === arm),
  );
  out.push(
    table(
      [
        'server',
        'RSS MB',
        'peak RSS MB',
        'processes (RSS MB each, last round)',
        'requests',
        'answers',
        'errors',
        'product ÷ this',
      ],
      arms.map((arm) => {
        const mine = records.filter((record) => record.arm === arm);
        const last = mine[mine.length - 1];
        const codes: Record<string, number> = {};
        for (const record of mine)
          for (const [code, count] of Object.entries(record.statusCodes))
            codes[code] = (codes[code] ?? 0) + count;
        return [
          arm === 'product' ? 'product (`npm start`)' : `${arm} (${PEER_LABELS[arm]})`,
          fmt(mb(median(mine.map((record) => record.rssBytes)))),
          fmt(mb(median(mine.map((record) => record.peakRssBytes)))),
          last?.members.map((m) => `${m.name} ${fmt(mb(m.rssBytes))}`).join(', ') ?? '–',
          fmt(median(mine.map((record) => record.requests))),
          Object.entries(codes)
            .map(([code, count]) => `${code}×${count}`)
            .join(' '),
          String(mine.reduce((sum, record) => sum + record.errors, 0)),
          arm === 'product' ? '' : times(productOverPeer(records, arm, (r) => r.rssBytes)),
        ];
      }),
    ),
    '',
  );
  const ratio = productOverPeer(records, 'rr7', (record) => record.rssBytes);
  out.push(
    Number.isFinite(ratio)
      ? `- Target, the product's RSS ≤ ${MOST_TIMES_RR7}× React Router 7's: ${times(ratio)}: ${verdict(ratio <= MOST_TIMES_RR7)}`
      : `- Target, the product's RSS ≤ ${MOST_TIMES_RR7}× React Router 7's: not measured (no peer arms)`,
    '',
  );
  return out;
}
