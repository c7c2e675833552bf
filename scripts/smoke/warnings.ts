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

/**
 * The lines of `npm start` output that are warnings the project must answer for.
 *
 * @example
 * unexpectedWarnings(['npm warn Unknown user config "nodedir".', 'ready']); // => []
 */
export function unexpectedWarnings(
  lines: string[],
  isLtsRuntime: boolean = Boolean(process.release.lts),
): string[] {
  return lines
    .filter((line) => WARNING.test(line))
    .filter((line) => !MACHINE_NPMRC.test(line))
    .filter((line) => isLtsRuntime || !OIDC_PROVIDER_NOT_LTS.test(line));
}
