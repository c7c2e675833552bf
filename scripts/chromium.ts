import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Debian's headless shell (Chromium's former headless mode, which Playwright itself runs for
 * headless tests) costs about half the CPU of the full browser on the same pages
 * (docs/decisions/044): the browser tests are CPU-bound on a 2-core machine, so it comes first.
 * It is called directly, as Debian's launcher scripts add flags of their own.
 */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
const CANDIDATES = [
  HEADLESS_SHELL,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];
/** Flags for headless Chromium on these machines: no sandbox as root, no calls to Google's hosts. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const DEBIAN_PACKAGE = 'chromium-headless-shell';
const INSTALL_COMMAND = `sudo apt-get update && sudo apt-get install -y ${DEBIAN_PACKAGE}`;

/** The Chromium the browser tests use: CHROMIUM_PATH, else Debian's headless shell or browser. */
export function findChromium(): string | undefined {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) return existsSync(configured) ? configured : undefined;
  return CANDIDATES.find((candidate) => existsSync(candidate));
}

/**
 * Finds Chromium, installing Debian's headless shell when it is missing and this runs as root
 * with apt (a machine with only the full browser would spend twice the CPU); never skips silently.
 */
export function ensureChromium(): string {
  const found = findChromium();
  const configured = Boolean(process.env.CHROMIUM_PATH);
  const canInstall = !configured && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (found && (found === HEADLESS_SHELL || !canInstall)) return found;
  if (canInstall) {
    console.log(`Installing Debian’s ${DEBIAN_PACKAGE} package for the browser tests…`);
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', '-qq', DEBIAN_PACKAGE], {
      stdio: 'inherit',
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
    if (existsSync(HEADLESS_SHELL)) return HEADLESS_SHELL;
  }
  throw new Error(
    `Chromium is needed for the browser tests and was not found. Install it with:\n  ${INSTALL_COMMAND}\nor set CHROMIUM_PATH.`,
  );
}
