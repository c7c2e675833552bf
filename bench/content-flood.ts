/**
 * The content-query flood (issue 23): what four clients sending the costliest content queries do
 * to everybody else. Visitors request `/job` and `/api/page/home` one after another, a probe asks
 * `/healthz` every 50 ms; first alone (quiet), then while 4 attacker connections POST queries of
 * 10 fresh `$regex` patterns (~700 bytes, each query different so no compiled-pattern cache
 * helps) as fast as they are answered. The product's content-query rate limit is turned off for
 * this server (RATE_LIMIT_CONTENT_QUERY=off): four attackers from four addresses would each get
 * their own allowance, and what is measured is what is left when the limit does not help.
 */
import http from 'node:http';

const VISITOR_PATHS = ['/job', '/api/page/home'] as const;
const VISITORS = 2;
const ATTACKERS = 4;
const HEALTH_INTERVAL_MS = 50;
const PATTERNS_PER_QUERY = 10;

export interface FloodPhase {
  visitorRequests: number;
  visitorP50Ms: number;
  visitorP95Ms: number;
  /** Visitor answers other than 2xx, and connection errors. */
  visitorErrors: number;
  healthP99Ms: number;
  healthErrors: number;
  /** The attackers' answers by status (empty in the quiet phase). */
  attackStatusCodes: Record<string, number>;
}

export interface ContentFloodResult {
  quiet: FloodPhase;
  flood: FloodPhase;
}

const percentile = (values: number[], p: number): number => {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One request, drained, timed to its end; rejects on a connection error. */
function send(
  agent: http.Agent,
  url: string,
  body?: string,
): Promise<{ status: number; ms: number }> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = http.request(
      url,
      {
        agent,
        method: body === undefined ? 'GET' : 'POST',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
      },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
        );
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

let serial = 0;
/**
 * A worst-case query: 10 patterns of ~1,000 RE2 steps (the most a pattern may have), each new
 * (a counter and a random tail), tried against every document's title, summary and body.
 */
export function worstCaseQuery(): string {
  const fields = ['body', 'title', 'summary'];
  const conditions = Array.from({ length: PATTERNS_PER_QUERY }, (_, index) => {
    serial += 1;
    const tail = `${serial.toString(36)}${Math.random().toString(36).slice(2, 8)}`;
    return {
      [fields[index % fields.length] ?? 'body']: {
        $regex: `\\P{Cc}{0,480}Zq${tail}`,
        $options: 'is',
      },
    };
  });
  return JSON.stringify({ deep: true, where: { $or: conditions }, only: ['_path', 'title'] });
}

async function runPhase(base: string, durationS: number, attackers: number): Promise<FloodPhase> {
  const until = performance.now() + durationS * 1000;
  const visitorAgent = new http.Agent({ keepAlive: true, maxSockets: VISITORS });
  const healthAgent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const attackAgent = new http.Agent({ keepAlive: true, maxSockets: attackers || 1 });
  const visitorMs: number[] = [];
  const healthMs: number[] = [];
  let visitorErrors = 0;
  let healthErrors = 0;
  const attackStatusCodes: Record<string, number> = {};

  const visitor = async (offset: number) => {
    for (let index = offset; performance.now() < until; index += 1) {
      try {
        const { status, ms } = await send(
          visitorAgent,
          `${base}${VISITOR_PATHS[index % VISITOR_PATHS.length]}`,
        );
        visitorMs.push(ms);
        if (status < 200 || status >= 300) visitorErrors += 1;
      } catch {
        visitorErrors += 1;
      }
    }
  };
  const health = async () => {
    while (performance.now() < until) {
      try {
        const { status, ms } = await send(healthAgent, `${base}/healthz`);
        healthMs.push(ms);
        if (status !== 200) healthErrors += 1;
      } catch {
        healthErrors += 1;
      }
      await sleep(HEALTH_INTERVAL_MS);
    }
  };
  const attacker = async () => {
    while (performance.now() < until) {
      let key = 'error';
      try {
        key = String((await send(attackAgent, `${base}/_content/`, worstCaseQuery())).status);
      } catch {
        // counted as "error"
      }
      attackStatusCodes[key] = (attackStatusCodes[key] ?? 0) + 1;
    }
  };

  await Promise.all([
    ...Array.from({ length: VISITORS }, (_, index) => visitor(index)),
    health(),
    ...Array.from({ length: attackers }, attacker),
  ]);
  for (const agent of [visitorAgent, healthAgent, attackAgent]) agent.destroy();
  return {
    visitorRequests: visitorMs.length,
    visitorP50Ms: percentile(visitorMs, 50),
    visitorP95Ms: percentile(visitorMs, 95),
    visitorErrors,
    healthP99Ms: percentile(healthMs, 99),
    healthErrors,
    attackStatusCodes,
  };
}

/** A quiet run, then the flood, on a running product server (after its warm-up). */
export async function contentFlood(base: string, durationS: number): Promise<ContentFloodResult> {
  await runPhase(base, 1, 0); // warm-up: caches filled, pages rendered once
  const quiet = await runPhase(base, durationS, 0);
  const flood = await runPhase(base, durationS, ATTACKERS);
  return { quiet, flood };
}

/** One line per phase, for the console and the report. */
export function describeFlood(result: ContentFloodResult): string[] {
  const line = (name: string, phase: FloodPhase) => {
    const codes = Object.entries(phase.attackStatusCodes)
      .map(([code, count]) => `${code}×${count}`)
      .join(' ');
    return `${name}: visitors ${phase.visitorRequests} req, p50 ${phase.visitorP50Ms.toFixed(0)} ms, p95 ${phase.visitorP95Ms.toFixed(0)} ms, errors ${phase.visitorErrors}; /healthz p99 ${phase.healthP99Ms.toFixed(0)} ms, errors ${phase.healthErrors}${codes ? `; attackers ${codes}` : ''}`;
  };
  const ratio = result.flood.visitorP95Ms / result.quiet.visitorP95Ms;
  return [
    line('quiet', result.quiet),
    line('flood', result.flood),
    `visitors' p95 under the flood: ${ratio.toFixed(2)}× the quiet run`,
  ];
}
