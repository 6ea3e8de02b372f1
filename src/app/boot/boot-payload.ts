import type { Init } from '../../api/contracts/init';
import type { PageData } from '../../api/contracts/page-data';

/** Page data of one path as delivered with the HTML (status 404 carries no data). */
export interface BootPage {
  path: string;
  status: number;
  data: PageData | null;
}

/** What the server inlines in `<script type="application/json" id="boot">`. */
export interface BootPayload {
  init: Init;
  page: BootPage;
}
