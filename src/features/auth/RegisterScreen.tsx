import { useState } from 'react';
import { errorText } from '../../api/error-text';
import { useBoot } from '../../context/boot-context';
import { profileFields } from '../account/profile-fields';
import { TextField } from '../../ui/form/TextField';
import { useForm } from '../../ui/form/use-form';
import { finishSignIn } from './sign-in-steps';

const FIELDS = profileFields({ name: '', email: '' });

/** /auth/register: name and e-mail for a phone signing in for the first time. */
export default function RegisterScreen() {
  const { api } = useBoot();
  const form = useForm(FIELDS);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <section className="auth-screen">
      <h1>Create your account</h1>
      <form
        noValidate
        onSubmit={form.handleSubmit(async (values) => {
          setBusy(true);
          setError(null);
          try {
            await api.post('/api/auth/register', { name: values.name, email: values.email ?? '' });
            finishSignIn();
          } catch (failure) {
            setError(errorText(failure));
            setBusy(false);
          }
        })}
      >
        <TextField form={form} name="name" autoComplete="name" maxLength={100} />
        <TextField form={form} name="email" type="email" autoComplete="email" maxLength={200} />
        {error ? (
          <p className="field-error" role="alert">
            {error}
          </p>
        ) : null}
        <button type="submit" className="button button-primary" disabled={busy}>
          Continue
        </button>
      </form>
    </section>
  );
}
