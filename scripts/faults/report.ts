/**
 * The fault checks' results: each check says what was expected and what was measured, is
 * printed as it ends, and all of them make the table of `bench/results/faults.md`.
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';

import { format } from 'prettier';

import { table } from '../../bench/report';

interface CheckResult {
  scenario: string;
  check: string;
  expected: string;
  measured: string;
  passed: boolean;
}

/** Milliseconds as people read them: `40 ms`, `1.25 s`. */
export function formatMs(ms: number): string {
  return ms < 1_000 ? `${Math.round(ms)} ms` : `${(ms / 1_000).toFixed(2)} s`;
}

export class Report {
  private readonly results: CheckResult[] = [];
  private readonly startedAt = new Date();
  private scenario = '';

  /** The checks that follow belong to this scenario. */
  begin(scenario: string): void {
    this.scenario = scenario;
    console.log(`\n▶ ${scenario}`);
  }

  /** Records one check and prints it at once. */
  add(check: string, expected: string, measured: string, passed: boolean): void {
    this.results.push({ scenario: this.scenario, check, expected, measured, passed });
    console.log(`  ${passed ? '✔' : '✖'} ${check}: ${measured} (expected ${expected})`);
  }

  get failed(): CheckResult[] {
    return this.results.filter((result) => !result.passed);
  }

  /** One Markdown table per scenario, under its name. */
  private tables(): string {
    const scenarios = [...new Set(this.results.map((result) => result.scenario))];
    return scenarios
      .map((scenario) => {
        const rows = this.results
          .filter((result) => result.scenario === scenario)
          .map((result) => [
            result.check,
            result.expected,
            result.measured,
            result.passed ? 'pass' : '**FAIL**',
          ])
          .map((cells) => cells.map((cell) => cell.replaceAll('|', '\\|')));
        return `### ${scenario}\n\n${table(['check', 'expected', 'measured', 'result'], rows)}`;
      })
      .join('\n\n');
  }

  /**
   * Writes the results to `file` with the conditions they were measured under (commit, Node,
   * machine load), formatted as the repository's Prettier check wants; resolves to the text.
   */
  async write(file: string, root: string, notes: string[]): Promise<string> {
    const git = (...args: string[]) =>
      spawnSync('git', args, { cwd: root, encoding: 'utf8' }).stdout.trim();
    const commit = git('rev-parse', '--short', 'HEAD') || 'unknown';
    const dirty = git('status', '--porcelain', '--untracked-files=no') ? ' with local changes' : '';
    const load = loadavg()
      .map((value) => value.toFixed(1))
      .join(', ');
    const markdown = [
      '# Fault checks',
      '',
      '- Command: `npm run test:faults` (scripts/faults/run.ts)',
      `- Date: ${this.startedAt.toISOString()}; commit ${commit}${dirty}; Node ${process.version}; ${availableParallelism()} cores; load average at the end ${load}; wall time ${formatMs(Date.now() - this.startedAt.getTime())}`,
      `- ${this.results.length - this.failed.length} of ${this.results.length} checks passed`,
      ...notes.map((note) => `- ${note}`),
      '',
      this.tables(),
      '',
    ].join('\n');
    const text = await format(markdown, { filepath: file });
    writeFileSync(file, text);
    return text;
  }
}
