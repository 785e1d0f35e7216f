#!/usr/bin/env node
// Totals every test report written during a run and prints one plain line: `N passed, N failed`.
// Understands Vitest JSON reports (numPassedTests/numFailedTests), Playwright JSON reports (stats),
// and our own check records ({ name, passed, failed }) written by scripts/test-all.sh and the visual check.
import { readFileSync, readdirSync, statSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';

const root = process.cwd();
const SKIP = new Set(['node_modules', '.git', 'dist', '.turbo', 'storybook-static']);

function* reportFiles(dir, depth = 0) {
  if (depth > 4) return;
  for (const name of readdirSync(dir)) {
    if (SKIP.has(name)) continue;
    const full = join(dir, name);
    const stat = statSync(full);
    if (!stat.isDirectory()) continue;
    if (name === '.reports') {
      for (const file of readdirSync(full)) if (file.endsWith('.json')) yield join(full, file);
    } else {
      yield* reportFiles(full, depth + 1);
    }
  }
}

function count(report) {
  if (typeof report.numPassedTests === 'number') {
    // Vitest: a file that failed to load has no tests but counts as a failure.
    const failedSuites = (report.testResults ?? []).filter(
      (r) => r.status === 'failed' && (r.assertionResults ?? []).length === 0,
    ).length;
    return { passed: report.numPassedTests, failed: report.numFailedTests + failedSuites };
  }
  if (report.stats && typeof report.stats.expected === 'number') {
    return { passed: report.stats.expected + (report.stats.flaky ?? 0), failed: report.stats.unexpected };
  }
  if (typeof report.passed === 'number' && typeof report.failed === 'number') return report;
  return null;
}

/** Names of what failed (and, for Playwright, what passed only on retry), so a red run's last lines say which. */
function problems(report) {
  const out = [];
  if (Array.isArray(report.testResults)) {
    for (const file of report.testResults) {
      const name = relative(root, file.name ?? '');
      const failedTests = (file.assertionResults ?? []).filter((a) => a.status === 'failed');
      if (file.status === 'failed' && failedTests.length === 0)
        out.push(`FAILED ${name}: ${String(file.message ?? '').split('\n')[0]}`);
      for (const a of failedTests)
        out.push(
          `FAILED ${name} > ${a.fullName ?? a.title}: ${String(a.failureMessages?.[0] ?? '')
            .split('\n')[0]
            .slice(0, 300)}`,
        );
    }
  }
  if (Array.isArray(report.suites)) {
    const walk = (suite) => {
      for (const spec of suite.specs ?? []) {
        for (const t of spec.tests ?? []) {
          if (t.status !== 'unexpected' && t.status !== 'flaky') continue;
          const error = (t.results ?? []).find((r) => r.error)?.error?.message ?? '';
          out.push(
            `${t.status === 'flaky' ? 'FLAKY (passed on retry)' : 'FAILED'} [${t.projectName}] ${spec.file} > ${spec.title}: ${error.split('\n')[0].slice(0, 300)}`,
          );
        }
      }
      for (const child of suite.suites ?? []) walk(child);
    };
    for (const suite of report.suites) walk(suite);
  }
  if (typeof report.name === 'string' && report.failed > 0) out.push(`FAILED step: ${report.name}`);
  return out;
}

let passed = 0;
let failed = 0;
const since = Number(process.env.RESULTS_SINCE ?? 0);
if (existsSync(root)) {
  for (const file of reportFiles(root)) {
    if (statSync(file).mtimeMs < since) continue; // stale report of an earlier run
    let report;
    try {
      report = JSON.parse(readFileSync(file, 'utf8'));
    } catch {
      console.error(`unreadable report: ${relative(root, file)}`);
      failed += 1;
      continue;
    }
    const records = Array.isArray(report) ? report : [report];
    for (const record of records) {
      const c = count(record);
      if (!c) continue;
      if (process.env.RESULTS_VERBOSE) {
        console.error(`${relative(root, file)}: ${c.passed} passed, ${c.failed} failed`);
        for (const line of problems(record)) console.error(`  ${line}`);
      }
      passed += c.passed;
      failed += c.failed;
    }
  }
}
console.log(`${passed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
