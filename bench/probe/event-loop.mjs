// @ts-check
/**
 * Preloaded into the server under test (`node --import bench/probe/event-loop.mjs …`) by the
 * bench, never by the product: it measures the event-loop delay with `monitorEventLoopDelay`
 * from inside the process without any change to the server's code. Cluster workers inherit the
 * flag through `execArgv`, so each process reports for itself.
 *
 * Protocol (only when BENCH_PROBE_DIR is set): at start the process writes `<pid>.ready`; on
 * SIGUSR2 it writes `<pid>.json` with the delay percentiles since the previous SIGUSR2 (or the
 * start) and resets the histogram.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';

const dir = process.env.BENCH_PROBE_DIR;
if (dir) {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  histogram.enable();
  const file = (ext) => path.join(dir, `${process.pid}.${ext}`);
  writeFileSync(file('ready'), process.argv.slice(1).join(' '));
  process.on('SIGUSR2', () => {
    const ms = (ns) => Math.round(ns / 1e4) / 100;
    const report = {
      pid: process.pid,
      samples: histogram.count,
      p50Ms: ms(histogram.percentile(50)),
      p99Ms: ms(histogram.percentile(99)),
      maxMs: ms(histogram.max),
      rssBytes: process.memoryUsage.rss(),
    };
    histogram.reset();
    writeFileSync(file('json'), JSON.stringify(report));
  });
}
