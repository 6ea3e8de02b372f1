import { pagePathProblem } from '../../contract/page-versions';

/** Where QA drops page-data files to replay them as stories (README, QA). */
export const REPLAYS_DIR = 'qa/replays';

/** A page-data file to replay: the page as the file has it, and where the store would show it. */
export interface Replay {
  path: string;
  page: unknown;
}

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * Reads a replay in either format: the editor's "Export this page" file ({path, title, page}), or a raw
 * GET /s/api/page/data{path} answer saved from a store (its `url` is the path; without one, `/`). The
 * page is not checked here: the story shows broken components as the store's engine does.
 */
export function readReplay(file: string, text: string): Replay {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${file} is not JSON: ${(error as Error).message}`, { cause: error });
  }
  const replay =
    isRecord(json) && typeof json.path === 'string' && 'page' in json
      ? { path: json.path, page: json.page }
      : isRecord(json) && ('data' in json || 'components' in json)
        ? { path: typeof json.url === 'string' ? json.url : '/', page: json }
        : null;
  if (!replay)
    throw new Error(
      `${file} is neither an exported page ({path, title, page}) nor a page data answer ({data: [...]}, or a version 1 page's {components: [...]})`,
    );
  const problem = pagePathProblem(replay.path);
  if (problem) throw new Error(`${file}: its path ${JSON.stringify(replay.path.slice(0, 200))} cannot be replayed: ${problem}`);
  return replay;
}
