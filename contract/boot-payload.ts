import type { Init } from './init';
import type { PageData } from './page-data';
import type { Prefetched } from './prefetched';

/** Page data of one path as delivered with the HTML (status 404 carries no data). */
export interface BootPage {
  path: string;
  status: number;
  data: PageData | null;
  /** API answers the page's screens ask for first, fetched by the server (src/api/prefetched.ts). */
  prefetched?: Prefetched;
  /** Ours: `data` is a staff member's preview of the page's newest draft (`?preview=draft`), not what shoppers get. */
  draft?: true;
}

/** What the server inlines in `<script type="application/json" id="boot">`. */
export interface BootPayload {
  init: Init;
  page: BootPage;
}

/** Id of the JSON list of module chunks the server says the page's components need. */
export const PAGE_MODULES_ID = 'page-modules';
