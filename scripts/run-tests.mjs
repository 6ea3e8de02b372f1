#!/usr/bin/env node
// `npm test`: runs every suite in turn, prints one line per suite and a closing
// "N passed, N failed" line summed over all of them; exits non-zero if anything failed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';

const results = '.test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

function run(command, args, env = {}) {
  console.log(`\n$ ${command} ${args.join(' ')}`);
  const started = Date.now();
  const { status } = spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  return { status, seconds: ((Date.now() - started) / 1000).toFixed(1) };
}

/** Titles of the tests Playwright's JSON report gives `status`: `flaky` (failed, then passed on the retry) or `unexpected` (every try failed). */
function titlesWith(status, suites, path = []) {
  return suites.flatMap((suite) => [
    ...(suite.specs ?? []).flatMap((spec) =>
      spec.tests
        .filter((t) => t.status === status)
        .map((t) => `[${t.projectName}] ${[...path, suite.title, spec.title].filter(Boolean).join(' › ')}`),
    ),
    ...titlesWith(status, suite.suites ?? [], [...path, suite.title]),
  ]);
}

/**
 * The first line of a failure message, so the summary says why without the whole stack. Vitest's report keeps a timeout's stack, whose
 * first line is its placeholder `Error: STACK_TRACE_ERROR`, not the timeout's message: that line is named for what it means.
 */
const firstLine = (text = '') => {
  const line =
    text
      .split('\n')
      .find((part) => part.trim() !== '')
      ?.trim()
      .slice(0, 240) ?? '';
  return line === 'Error: STACK_TRACE_ERROR' ? 'timed out (the test or one of its hooks ran past its time limit)' : line;
};

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

/** A suite that is one command: it passes when the command exits 0. */
function check(name, command, args) {
  return {
    name,
    run() {
      const { status, seconds } = run(command, args);
      return { passed: status === 0 ? 1 : 0, failed: status === 0 ? 0 : 1, skipped: 0, seconds };
    },
  };
}

const suites = [
  check('codegen (schemas → types, validators; pincode directory)', 'npm', ['run', '--silent', 'codegen']),
  check('types', 'npx', ['tsc', '--noEmit']),
  check('lint (eslint: code rules and the layers of docs/architecture.md)', 'npx', ['eslint', '.']),
  check('format (prettier)', 'npx', ['prettier', '--check', '--log-level=warn', '.']),
  {
    name: 'unit + server (vitest)',
    run() {
      const file = `${results}/vitest.json`;
      const { status, seconds } = run('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${file}`]);
      const report = readJson(file);
      if (!report) return { passed: 0, failed: 1, skipped: 0, seconds, note: `no report (exit ${status})` };
      // A file that fails to load counts as a failure even when no test inside it ran.
      const broken = report.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0);
      const brokenFiles = broken.length;
      const cwd = `${process.cwd()}/`;
      const failedTitles = [
        ...broken.map((f) => `${f.name.replace(cwd, '')}: ${firstLine(f.message)}`),
        ...report.testResults.flatMap((f) =>
          f.assertionResults
            .filter((a) => a.status === 'failed')
            .map((a) => `${f.name.replace(cwd, '')} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`),
        ),
      ];
      return {
        failedTitles,
        passed: report.numPassedTests,
        failed: report.numFailedTests + brokenFiles + (status !== 0 && report.numFailedTests === 0 && brokenFiles === 0 ? 1 : 0),
        skipped: report.numPendingTests + report.numTodoTests,
        seconds,
      };
    },
  },
  {
    name: 'browser (playwright)',
    run() {
      const { status, seconds } = run('npx', ['playwright', 'test']);
      const report = readJson(`${results}/e2e.json`);
      if (!report) return { passed: 0, failed: 1, skipped: 0, seconds, note: `no report (exit ${status})` };
      const { expected, unexpected, flaky, skipped } = report.stats;
      const crashed = status !== 0 && unexpected === 0 ? 1 : 0;
      // A test that passed only on its retry is a defect to fix: counted apart and named, never hidden in the passes.
      return {
        passed: expected,
        failed: unexpected + crashed,
        skipped,
        flaky,
        flakyTitles: titlesWith('flaky', report.suites ?? []),
        failedTitles: titlesWith('unexpected', report.suites ?? []),
        seconds,
      };
    },
  },
];

const totals = { passed: 0, failed: 0, skipped: 0, flaky: 0 };
const lines = [];
const flaky = [];
const failed = [];
for (const suite of suites) {
  const r = suite.run();
  totals.passed += r.passed;
  totals.failed += r.failed;
  totals.skipped += r.skipped;
  totals.flaky += r.flaky ?? 0;
  flaky.push(...(r.flakyTitles ?? []));
  failed.push(...(r.failedTitles ?? []));
  lines.push(
    `  ${suite.name}: ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''}${r.flaky ? `, ${r.flaky} flaky` : ''} (${r.seconds} s)${r.note ? ` — ${r.note}` : ''}`,
  );
}

console.log('\nSuites:');
for (const line of lines) console.log(line);
console.log(`Flaky (passed only on a retry; each is a defect to fix): ${totals.flaky}`);
for (const title of flaky) console.log(`  ${title}`);
// Named here because the end of the log is what a CI summary keeps; the full output is further up.
if (failed.length > 0) console.log('Failed:');
for (const title of failed) console.log(`  ${title}`);
// The closing line: first-time passes, failures, skips; the flaky tests are the line above.
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
