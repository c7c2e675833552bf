/**
 * `npm run smoke`: the start-up smoke. Runs `npm start` on a port other than 3000 with a fresh
 * database and no PUBLIC_ORIGIN, then checks that the links, the feed, a job page and a sign-in
 * round trip all name that port, and that the start printed no warning. Needs a build
 * (`npm run build`); .ci/run runs it on every supported Node.js line (docs/decisions/008).
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import {
  childrenNamed,
  childText,
  parseHtml,
  parseXml,
} from '../../server/test-support/seo-test-support';
import type { ProviderMetadata } from '../../src/auth/oidc-client';
import { signInRoundTrip } from './sign-in';
import { classifyWarnings } from './warnings';

const STARTUP_TIMEOUT_MS = 120_000;
const STOP_TIMEOUT_MS = 15_000;

const root = path.resolve(import.meta.dirname, '../..');
const port = Number(process.env.SMOKE_PORT ?? 3300);
const origin = `http://localhost:${port}`;
const admin = { email: 'admin@somnia.example', password: randomBytes(12).toString('hex') };
const dataDir = mkdtempSync(path.join(tmpdir(), 'somnia-smoke-'));

// `npm run smoke --silent` would pass its log level on and hide npm's own warnings from the check.
const { npm_config_loglevel: _loglevel, ...outerEnv } = process.env;
const server = spawn('npm', ['start'], {
  cwd: root,
  // Its own process group, so stopping it reaches npm, tsx and node alike.
  detached: true,
  env: {
    ...outerEnv,
    PORT: String(port),
    // Blank beats `.env` and `.env.local`: the default, derived from PORT, is what is tested.
    PUBLIC_ORIGIN: '',
    DATA_DIR: dataDir,
    ADMIN_EMAIL: admin.email,
    ADMIN_PASSWORD: admin.password,
  },
});
let output = '';
server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
server.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
const exited = new Promise<number | null>((resolve) => server.on('exit', resolve));

async function waitUntilUp(): Promise<void> {
  const deadline = Date.now() + STARTUP_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`npm start exited with ${server.exitCode}`);
    const up = await fetch(`${origin}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`not up on ${origin} after ${STARTUP_TIMEOUT_MS / 1000} s`);
}

async function text(url: string): Promise<string> {
  const res = await fetch(`${origin}${url}`);
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return res.text();
}

function check(label: string, ok: boolean, detail = ''): void {
  if (!ok) throw new Error(`${label}${detail ? `: ${detail}` : ''}`);
  console.log(`  ✔ ${label}`);
}

async function runChecks(): Promise<void> {
  const startedAt = Date.now();
  await waitUntilUp();
  console.log(`  ✔ npm start serves ${origin} (${((Date.now() - startedAt) / 1000).toFixed(1)} s)`);

  check(
    'robots.txt names the sitemap on this port',
    (await text('/robots.txt')).includes(`Sitemap: ${origin}/sitemap.xml`),
  );

  const publicFiles = ['/favicon.svg', '/images/og-default.png', '/press-kit/brand-guidelines.pdf'];
  const publicStatuses = await Promise.all(
    publicFiles.map(async (file) => (await fetch(`${origin}${file}`)).status),
  );
  check(
    'the files in public/ are served',
    publicStatuses.every((status) => status === 200),
    publicStatuses.join(', '),
  );

  // The sitemap is a <urlset> of <url><loc>, or an index of <sitemap><loc> past 50,000 URLs.
  const sitemap = parseXml(await text('/sitemap.xml'));
  const locs = sitemap.children.map((entry) => childText(entry, 'loc') ?? '');
  check(
    `the sitemap's ${locs.length} URLs name this port`,
    locs.length > 0 && locs.every((loc) => loc.startsWith(`${origin}/`)),
    locs.find((loc) => !loc.startsWith(`${origin}/`)),
  );

  const channel = childrenNamed(parseXml(await text('/feeds/jobs.xml')), 'channel')[0];
  const links = channel
    ? childrenNamed(channel, 'item').map((item) => childText(item, 'link'))
    : [];
  const jobUrl = links[0] ?? '';
  check(
    `the jobs feed's ${links.length} links name this port`,
    jobUrl.startsWith(`${origin}/job/`) && links.every((link) => link?.startsWith(`${origin}/`)),
    jobUrl,
  );

  const jobPath = jobUrl.slice(origin.length);
  const canonical = parseHtml(await text(jobPath))
    .querySelector('link[rel="canonical"]')
    ?.getAttribute('href');
  check(
    `the job page ${jobPath} has its canonical link on this port`,
    canonical === jobUrl,
    canonical ?? 'none',
  );

  const issuer = `${origin}/oidc`;
  check(
    'the sign-in page hands the browser the issuer on this port',
    (await text('/login')).includes(`"${issuer}"`),
  );
  const metadata = JSON.parse(
    await text('/oidc/.well-known/openid-configuration'),
  ) as ProviderMetadata & { issuer: string };
  check(
    'the provider names itself on this port',
    metadata.issuer === issuer &&
      metadata.authorization_endpoint.startsWith(issuer) &&
      metadata.token_endpoint.startsWith(issuer),
    metadata.issuer,
  );

  const signIn = await signInRoundTrip(origin, metadata, issuer, admin);
  check(
    'the sign-in redirects back to /login on this port with a code',
    signIn.callbackUrl.href.startsWith(`${origin}/login?`),
    signIn.callbackUrl.href,
  );
  check(
    'its access token opens the admin API',
    signIn.adminStatus === 200,
    `HTTP ${signIn.adminStatus}`,
  );
}

async function stopServer(): Promise<void> {
  if (server.exitCode !== null || server.pid === undefined) return;
  process.kill(-server.pid, 'SIGTERM');
  const timer = setTimeout(
    () => server.pid && process.kill(-server.pid, 'SIGKILL'),
    STOP_TIMEOUT_MS,
  );
  await exited;
  clearTimeout(timer);
}

const lines = () => output.trimEnd().split('\n');
console.log(`Start-up smoke on Node.js ${process.version}, port ${port}`);
let failed = false;
let printed: string[] = [];
try {
  await runChecks();
  printed = lines();
  const { unexpected, notLtsNotice } = classifyWarnings(printed);
  const label =
    notLtsNotice.length === 0
      ? 'npm start printed no warning'
      : `npm start printed no warning but oidc-provider's notice that ${process.version} is no LTS release (docs/decisions/008-node-lines.md)`;
  check(label, unexpected.length === 0, `\n${unexpected.join('\n')}`);
} catch (error) {
  failed = true;
  console.error(`  ✖ ${error instanceof Error ? error.message : String(error)}`);
} finally {
  await stopServer();
  rmSync(dataDir, { recursive: true, force: true });
}
if (printed.length === 0) printed = lines();
const ready = printed.findIndex((line) => line.includes('careers site ready on'));
console.log(`npm start printed, up to "ready":\n${printed.slice(0, ready + 1).join('\n')}`);
if (failed) {
  console.error(`--- npm start output ---\n${output}`);
  process.exit(1);
}
