import { useEffect, useState } from 'react';
import { errorText } from '../../api/error-text';
import { useBoot } from '../../context/boot-context';
import { ErrorText } from '../../ui/form/ErrorText';

/** /auth/logout: signs out on the server, then loads the home page afresh (the user is gone from the store). */
export default function LogoutScreen() {
  const { api } = useBoot();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    api.get('/api/auth/logout').then(
      () => location.assign('/'),
      (failure: unknown) => setError(errorText(failure)),
    );
  }, [api]);
  return (
    <section className="auth-screen">
      <h1>Signing out…</h1>
      <ErrorText error={error} />
    </section>
  );
}
