/** `npm run new:component <name>`: scaffolds a component type, then regenerates types, validators and docs. */
import { execFileSync } from 'node:child_process';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { scaffoldComponent } from './scaffold-component';

const root = fileURLToPath(new URL('..', import.meta.url));
const name = process.argv[2] ?? '';
try {
  const files = scaffoldComponent(root, name);
  console.log(`Created:\n${files.map((f) => `  ${relative(root, f)}`).join('\n')}`);
  execFileSync('npx', ['tsx', 'scripts/codegen.ts'], { cwd: root, stdio: 'inherit' });
  console.log(`Next: describe the data in schemas/components/${name}.schema.json, run npm run codegen, write the renderer.`);
} catch (error) {
  console.error((error as Error).message);
  console.error('Usage: npm run new:component <name>   (e.g. npm run new:component promo-strip)');
  process.exit(2);
}
