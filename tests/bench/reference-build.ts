/**
 * The store as it was at an earlier commit, built in a temporary folder: the editor benchmark's second
 * reference (`BENCH_REFERENCE=<commit>`). A figure an issue wrote down on one day ("opening ≤ 0.9 s")
 * depends on that day's machine; the editor at that commit, opened in the same run on the same machine,
 * says whether ours stays at it. Needs the commit in this clone's history and the npm registry (or npm's cache).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A built reference: where it is, its own benchmark page, and how to remove it. */
export interface ReferenceBuild {
  commit: string;
  dir: string;
  /** The page that commit's own benchmark opened (`tests/bench/editor-bench-page.ts` there). */
  page: { data: { name: string }[] };
  remove: () => void;
}

const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'], encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });

/** Builds `commit` (anything `git rev-parse` takes) in a temporary folder: its files, `npm ci`, `npm run build`. */
export function buildReference(commit: string): ReferenceBuild {
  const sha = run('git', ['rev-parse', '--verify', `${commit}^{commit}`], process.cwd()).trim();
  const dir = mkdtempSync(join(tmpdir(), `editor-reference-${sha.slice(0, 7)}-`));
  const remove = () => rmSync(dir, { recursive: true, force: true });
  try {
    // The commit's files only (no worktree to register and forget), unpacked by tar.
    execFileSync('sh', ['-c', `git archive --format=tar ${sha} | tar -x -C "${dir}"`], { stdio: 'inherit' });
    run('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], dir);
    run('npm', ['run', 'build', '--silent'], dir);
    const json = run(
      process.execPath,
      [
        '--import',
        'tsx',
        '--input-type=module',
        '-e',
        "const { editorBenchPage } = await import('./tests/bench/editor-bench-page.ts'); process.stdout.write(JSON.stringify(editorBenchPage()));",
      ],
      dir,
    );
    return { commit: sha, dir, page: JSON.parse(json) as ReferenceBuild['page'], remove };
  } catch (error) {
    remove();
    throw error;
  }
}
