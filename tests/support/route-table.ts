/** A route of Fastify's route table: its method and its path pattern (`/s/api/orders/:id`). */
export interface TableRoute {
  method: string;
  path: string;
}

/** The routes of Fastify's route table (`printRoutes({ commonPrefix: false })`, one tree line per path segment). */
export function routesOf(table: string): TableRoute[] {
  const routes: TableRoute[] = [];
  const parents: string[] = [];
  for (const line of table.split('\n')) {
    // Each level of the tree is four characters of indent ("│   " or "    ").
    const at = line.search(/[├└]── /);
    const match = at < 0 ? null : /^(\S+)(?: \(([A-Z, ]+)\))?$/.exec(line.slice(at + 4));
    if (!match) continue;
    const depth = at / 4;
    const path = (parents[depth - 1] ?? '') + (match[1] ?? '');
    parents[depth] = path;
    parents.length = depth + 1;
    for (const method of (match[2] ?? '').split(', ')) if (method) routes.push({ method, path });
  }
  return routes;
}
