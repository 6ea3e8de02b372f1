/** `npm run check-store -- https://shop.example.in`: how the storefront fares in front of a running store (docs/api.md). */
import { checkStore, reportText } from './check-store';

const origin = process.argv[2] ?? '';
if (!/^https?:\/\/[^/\s]+\/?$/i.test(origin)) {
  console.error('Usage: npm run check-store -- https://shop.example.in   (the store’s origin, where /s/api answers)');
  process.exit(2);
}
const lines = await checkStore(origin);
console.log(reportText(origin, lines));
process.exit(lines.some((line) => line.status === 'fail') ? 1 : 0);
