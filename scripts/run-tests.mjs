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
      const brokenFiles = report.testResults.filter((f) => f.status === 'failed' && f.assertionResults.length === 0).length;
      return {
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
      return { passed: expected + flaky, failed: unexpected + crashed, skipped, seconds, note: flaky ? `${flaky} flaky` : undefined };
    },
  },
];

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];
for (const suite of suites) {
  const r = suite.run();
  totals.passed += r.passed;
  totals.failed += r.failed;
  totals.skipped += r.skipped;
  lines.push(
    `  ${suite.name}: ${r.passed} passed, ${r.failed} failed${r.skipped ? `, ${r.skipped} skipped` : ''} (${r.seconds} s)${r.note ? ` — ${r.note}` : ''}`,
  );
}

console.log('\nSuites:');
for (const line of lines) console.log(line);
console.log(`${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`);
process.exit(totals.failed > 0 ? 1 : 0);
