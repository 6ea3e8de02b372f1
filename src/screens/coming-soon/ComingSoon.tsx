import { Link } from 'wouter';
import type { ScreenProps } from '../screen-props';
import { comingFeatures } from './features';

/** Stand-in for a screen whose feature is not built yet: says plainly what is missing. */
export default function ComingSoon({ screen }: ScreenProps) {
  const feature = comingFeatures[screen] ?? 'this page';
  return (
    <section className="coming-soon">
      <h1>Coming soon</h1>
      <p>This part of the store is not built yet: {feature} is coming soon.</p>
      <p>
        <Link href="/">Back to the home page</Link>
      </p>
    </section>
  );
}
