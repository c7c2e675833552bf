/** A warning from npm, Node.js, a library, or the app's own log (pino: 40 warn, 50 error, 60 fatal). */
const WARNING = /\bwarn(ing)?\b|deprecat|"level":[456]0/i;

/**
 * npm's complaint about a machine's own npmrc (user or global; `env` when npm hands it to a nested
 * npm), which no project controls.
 */
const MACHINE_NPMRC = /^npm warn Unknown (user|global|env) config /;

/**
 * oidc-provider warns on any release without an LTS codename (node_modules/oidc-provider/lib/
 * index.js checks `process.release.lts`): a line's Current releases, before it enters LTS, get it
 * too. docs/decisions/008-node-lines.md explains; the warning stays wherever the runtime is LTS.
 */
const OIDC_PROVIDER_NOT_LTS = /^oidc-provider WARNING: Unsupported runtime\./;

interface StartWarnings {
  /** Warnings the project must answer for: the smoke fails on any. */
  unexpected: string[];
  /** oidc-provider's notice on a release without an LTS codename: printed, not failed on. */
  notLtsNotice: string[];
}

/**
 * Sorts the warning lines of `npm start` output.
 *
 * @example
 * classifyWarnings(['npm warn Unknown user config "nodedir".', 'ready'], true);
 * // => { unexpected: [], notLtsNotice: [] }
 */
export function classifyWarnings(
  lines: string[],
  isLtsRuntime: boolean = Boolean(process.release.lts),
): StartWarnings {
  const warnings = lines.filter((line) => WARNING.test(line) && !MACHINE_NPMRC.test(line));
  const isNotice = (line: string) => !isLtsRuntime && OIDC_PROVIDER_NOT_LTS.test(line);
  return {
    unexpected: warnings.filter((line) => !isNotice(line)),
    notLtsNotice: warnings.filter(isNotice),
  };
}
