import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../../server/config';

describe('server layers (issue 20)', () => {
  it('routes read the request and answer; the database work is in services', () => {
    const dir = join(projectRoot, 'server', 'routes');
    const offenders = readdirSync(dir)
      .filter((file) => file.endsWith('.ts'))
      .flatMap((file) => {
        const source = readFileSync(join(dir, file), 'utf8');
        const problems = [];
        if (/from '\.\.\/db\/schema'/.test(source)) problems.push(`${file} imports the schema`);
        if (/from 'drizzle-orm'/.test(source)) problems.push(`${file} builds queries`);
        if (/ctx\.db\.(select|insert|update|delete|execute|transaction)\(/.test(source)) problems.push(`${file} queries the database`);
        return problems;
      });
    expect(offenders).toEqual([]);
  });
});
