/**
 * SIGTERM under load (a deployment replacing the process): keep-alive clients send request after
 * request, as a load balancer does, and the site is told to stop in the middle. Every request
 * sent gets its whole answer (none reset), `/readyz` turns 503 at once, every connection ends on
 * an answer saying `Connection: close` (sent once the port has closed: server/platform/http/http-server.ts),
 * and the process exits 0 within its 10 s drain budget (server/index.ts). It ends the site: it runs last.
 */
import http from 'node:http';

import { paths } from '../../contract/paths';
import { BLOG_POST_PATH, type FaultContext } from './context';
import { msUntil } from './probe';
import { formatMs } from './report';

const CLIENTS = 20;
const LOAD_BEFORE_SIGNAL_MS = 2_000;
/** server/index.ts: past it the process gives up on its requests and exits 1. */
const DRAIN_BUDGET_MS = 10_000;
const LOAD_PATHS = [paths.home(), paths.jobs(), BLOG_POST_PATH, `/api/page${paths.jobs()}`];

interface Answer {
  status: number;
  /** The response's `Connection` header. */
  connection: string | undefined;
  /** A 503 with `Retry-After`: shed by the overload gate, a whole answer too. */
  shed: boolean;
  /** Sent after SIGTERM (the server may not have begun its drain yet). */
  sentAfterSignal: boolean;
}

/** What every client shares: whether SIGTERM has been sent yet. */
interface LoadState {
  signalled: boolean;
}

/** One request on `agent`, read to its end; rejects on a reset or a cut answer. */
function get(origin: string, path: string, agent: http.Agent | false) {
  return new Promise<Omit<Answer, 'sentAfterSignal'>>((resolve, reject) => {
    http
      .get(`${origin}${path}`, { agent }, (res) => {
        res.on('data', () => undefined);
        res.on('error', reject);
        res.on('end', () => {
          if (!res.complete) reject(new Error('answer cut short'));
          else
            resolve({
              status: res.statusCode ?? 0,
              connection: res.headers.connection,
              shed: res.statusCode === 503 && Number(res.headers['retry-after']) > 0,
            });
        });
      })
      .on('error', reject);
  });
}

/**
 * A keep-alive client: one connection, request after request, until an answer says
 * `Connection: close` (a balancer then sends that connection nothing more) or a request fails.
 */
async function keepAliveClient(origin: string, state: LoadState, offset: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const answers: Answer[] = [];
  try {
    for (let index = offset; ; index += 1) {
      const { signalled: sentAfterSignal } = state;
      const answer = await get(origin, LOAD_PATHS[index % LOAD_PATHS.length] ?? '/', agent);
      answers.push({ ...answer, sentAfterSignal });
      if (answer.connection === 'close') return { answers, error: null };
    }
  } catch (error) {
    return { answers, error: (error as NodeJS.ErrnoException).code ?? String(error) };
  } finally {
    agent.destroy();
  }
}

export async function sigtermUnderLoad({ report, app }: FaultContext): Promise<void> {
  report.begin(`SIGTERM under load: ${CLIENTS} keep-alive clients, the signal after 2 s`);
  const state: LoadState = { signalled: false };
  const clients = Array.from({ length: CLIENTS }, (_, index) =>
    keepAliveClient(app.origin, state, index),
  );
  await new Promise((resolve) => setTimeout(resolve, LOAD_BEFORE_SIGNAL_MS));

  process.kill(app.pid, 'SIGTERM');
  state.signalled = true;
  const signalledAt = performance.now();
  const exited = app.exit.then((exit) => ({ ...exit, ms: performance.now() - signalledAt }));
  // Fresh connections, as a balancer's health check makes them.
  let readiness = 'no answer';
  const notReadyMs = await msUntil(async () => {
    const probe = await get(app.origin, '/readyz', false).catch((error: NodeJS.ErrnoException) => ({
      status: 0,
      connection: error.code,
    }));
    readiness = probe.status === 0 ? `refused (${probe.connection})` : String(probe.status);
    return probe.status !== 200;
  }, DRAIN_BUDGET_MS);
  const records = await Promise.all(clients);
  const exit = await exited;

  const answers = records.flatMap((record) => record.answers);
  const errors = records.map((record) => record.error).filter((error) => error !== null);
  const shed = answers.filter((answer) => answer.shed);
  const other = answers.filter((answer) => answer.status !== 200 && !answer.shed);
  report.add(
    '/readyz after the signal',
    `503 within ${formatMs(1_000)}`,
    notReadyMs === null ? 'still 200' : `${readiness} after ${formatMs(notReadyMs)}`,
    readiness === '503' && notReadyMs !== null && notReadyMs < 1_000,
  );
  report.add(
    'every request sent on a keep-alive connection',
    'a whole answer (200, or 503 with Retry-After when shed); none reset or cut',
    `${answers.length} answers: ${answers.length - shed.length - other.length} 200, ${shed.length} shed, ${other.length} other; ${errors.length} failed${errors.length > 0 ? ` (${[...new Set(errors)].join(', ')})` : ''}`,
    errors.length === 0 && other.length === 0 && answers.length > CLIENTS,
  );
  const lastOpen = records.filter((record) => record.answers.at(-1)?.connection !== 'close');
  const afterSignal = answers.filter((answer) => answer.sentAfterSignal).length;
  report.add(
    'how each connection ends',
    'on an answer with Connection: close',
    `${afterSignal} requests sent after the signal; ${CLIENTS - lastOpen.length} of ${CLIENTS} clients told to close`,
    lastOpen.length === 0,
  );
  report.add(
    'the process',
    `exit code 0 within ${formatMs(DRAIN_BUDGET_MS)}`,
    `exit code ${exit.code ?? `none (${exit.signal})`} after ${formatMs(exit.ms)}`,
    exit.code === 0 && exit.ms < DRAIN_BUDGET_MS,
  );
}
