import { Link } from 'wouter';

/** Shown for a path with no page. */
export function NotFound() {
  return (
    <section className="not-found">
      <h1>Page not found</h1>
      <p>We couldn’t find the page you were looking for.</p>
      <p>
        <Link href="/">Go to the home page</Link> or <Link href="/products">browse all products</Link>.
      </p>
    </section>
  );
}

export default NotFound;
