import { Link } from 'wouter';
import { useBoot } from '../../context/boot-context';
import { useSubmit } from '../../context/use-submit';
import { LoadingPlaceholder } from '../../ui/loading/LoadingPlaceholder';
import { useToast } from '../../ui/toast/ToastProvider';
import { useApiData } from '../../context/use-api-data';
import { SwitchLinkSchema, WebsitesSchema } from '../../../contract/webui';
import { ErrorText } from '../../ui/form/ErrorText';

const parse = (body: unknown) => WebsitesSchema.parse(body);

/** /auth/bos/choose (superadmin): every website, and Switch to move to one of them signed in. */
export default function WebsiteChooseScreen() {
  const { api } = useBoot();
  const toast = useToast();
  const { data, error } = useApiData('/api/webui/websites', parse);
  // Switching ends with a full page load on the other website: the buttons stay busy until it goes.
  const { busy, run } = useSubmit({ onError: toast.error, leavesPage: true });
  const switchTo = (id: number) =>
    run(async () => {
      const { url } = SwitchLinkSchema.parse(await api.post('/api/webui/switch', { website_id: id }));
      location.assign(url);
    });
  return (
    <section className="checkout">
      <h1>Switch Website</h1>
      <ErrorText error={error} />
      {!data && !error ? <LoadingPlaceholder /> : null}
      {data ? (
        <ul className="address-list">
          {data.map((site) => (
            <li key={site.id} className="address-card">
              <p>
                <strong>{site.name}</strong>
                {site.current ? <span className="badge">Current</span> : null}
                <br />
                {site.host ?? 'No host'}
              </p>
              {!site.current && site.url ? (
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  onClick={() => void switchTo(site.id)}
                  aria-label={`Switch to ${site.name}`}
                >
                  Switch
                </button>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {data ? (
        <p>
          <Link href="/auth/bos/create" className="button button-primary">
            Create a website
          </Link>
        </p>
      ) : null}
    </section>
  );
}
