import { useState } from 'react';
import { Link } from 'wouter';
import { CreatedWebsiteSchema, type CreatedWebsite } from '../../../contract/webui';
import { useBoot } from '../../context/boot-context';
import { useSubmit } from '../../context/use-submit';
import { TextField } from '../../ui/form/TextField';
import { useForm } from '../../ui/form/use-form';
import { useToast } from '../../ui/toast/ToastProvider';

const FIELDS = {
  name: { label: 'Website name', required: true, initial: '' },
  slug: {
    label: 'Slug',
    required: true,
    initial: '',
    pattern: {
      value: /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])?$/,
      message: 'The slug must be 1–40 lower-case letters, digits or -, not starting or ending with -',
    },
  },
  host: { label: 'Host (optional, default {slug}.localhost)', initial: '' },
} as const;

/** /auth/bos/create (superadmin): a new website from the template, browsable at once; the server's refusals as toasts. */
export default function WebsiteCreateScreen() {
  const { api } = useBoot();
  const toast = useToast();
  const form = useForm(FIELDS);
  const { busy, run } = useSubmit({ onError: toast.error });
  const [created, setCreated] = useState<CreatedWebsite | null>(null);
  return (
    <section className="checkout">
      <h1>Create a website</h1>
      {created ? (
        <p role="status">
          {created.name} is ready at{' '}
          <a href={created.url} target="_blank" rel="noopener noreferrer">
            {created.url}
          </a>
          . Sign in there with your phone.
        </p>
      ) : null}
      <form
        className="address-form"
        noValidate
        onSubmit={form.handleSubmit((values) =>
          run(async () => {
            const host = typeof values.host === 'string' && values.host.trim() ? { host: values.host.trim() } : {};
            const site = CreatedWebsiteSchema.parse(await api.post('/api/webui/create', { name: values.name, slug: values.slug, ...host }));
            setCreated(site);
            toast.success(`${site.name} is created`);
          }),
        )}
      >
        <TextField form={form} name="name" maxLength={100} />
        <TextField form={form} name="slug" maxLength={40} autoCapitalize="none" />
        <TextField form={form} name="host" maxLength={253} autoCapitalize="none" />
        <div className="form-actions">
          <Link href="/auth/bos/choose" className="button">
            Back to the websites
          </Link>
          <button type="submit" className="button button-primary" disabled={busy}>
            Create website
          </button>
        </div>
      </form>
    </section>
  );
}
