import * as z from 'zod/mini';
import { useState } from 'react';
import { useBoot } from '../../context/boot-context';
import { useSubmit } from '../../context/use-submit';
import { ProfileInputs, profileFields } from './profile-fields';

import { FormSubmit } from '../../ui/form/FormSubmit';
import { useForm } from '../../ui/form/use-form';
import { LoadingPlaceholder } from '../../ui/loading/LoadingPlaceholder';
import { useToast } from '../../ui/toast/ToastProvider';
import { AccountPage } from './AccountPage';
import { useApiData } from '../../context/use-api-data';
import { ErrorText } from '../../ui/form/ErrorText';

const ProfileSchema = z.object({ name: z.string(), email: z.nullable(z.string()), phone: z.string() });
type Profile = z.infer<typeof ProfileSchema>;
const parse = (body: unknown) => ProfileSchema.parse(body);

/** /account/details: name and e-mail (the phone is the sign-in and cannot change here). */
export default function DetailsScreen() {
  const { data, error } = useApiData('/api/profile', parse);
  return (
    <AccountPage title="Your details">
      <ErrorText error={error} />
      {!data && !error ? <LoadingPlaceholder /> : null}
      {data ? <DetailsForm profile={data} /> : null}
    </AccountPage>
  );
}

function DetailsForm({ profile }: { profile: Profile }) {
  const { api } = useBoot();
  const toast = useToast();
  const [fields] = useState(() => profileFields({ name: profile.name, email: profile.email ?? '' }));
  const form = useForm(fields);
  const { busy, error: problem, run } = useSubmit();
  return (
    <form
      className="details-form"
      noValidate
      onSubmit={form.handleSubmit((values) =>
        run(async () => {
          await api.put('/api/profile', values);
          toast.success('Your details are saved');
        }),
      )}
    >
      <p>
        Mobile number: <strong>{profile.phone}</strong>
      </p>
      <ProfileInputs form={form} />
      <FormSubmit error={problem} busy={busy}>
        Save
      </FormSubmit>
    </form>
  );
}
