import { useBoot } from '../../context/boot-context';
import { useSubmit } from '../../context/use-submit';
import { ProfileInputs, profileFields } from '../account/profile-fields';

import { FormSubmit } from '../../ui/form/FormSubmit';
import { useForm } from '../../ui/form/use-form';
import { finishSignIn } from './sign-in-steps';

const FIELDS = profileFields({ name: '', email: '' });

/** /auth/register: name and e-mail for a phone signing in for the first time. */
export default function RegisterScreen() {
  const { api } = useBoot();
  const form = useForm(FIELDS);
  // Signing in ends with a full page load: the form stays busy until it goes.
  const { busy, error, run } = useSubmit({ leavesPage: true });
  return (
    <section className="auth-screen">
      <h1>Create your account</h1>
      <form
        noValidate
        onSubmit={form.handleSubmit((values) =>
          run(async () => {
            await api.post('/api/auth/register', { name: values.name, email: values.email ?? '' });
            finishSignIn();
          }),
        )}
      >
        <ProfileInputs form={form} />
        <FormSubmit error={error} busy={busy}>
          Continue
        </FormSubmit>
      </form>
    </section>
  );
}
