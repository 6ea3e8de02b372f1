import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { signInReason } from './sign-in-reason';
import { useBoot } from '../../context/boot-context';
import { useSubmit } from '../../context/use-submit';
import { TextField } from '../../ui/form/TextField';
import { FormSubmit } from '../../ui/form/FormSubmit';
import { useForm } from '../../ui/form/use-form';
import { codeStep, rememberCodeSent } from './sign-in-steps';

const FIELDS = { phone: { label: 'Mobile number', required: true, format: 'phone', initial: '' } } as const;

/** /auth/login: asks for a sign-in code for a 10-digit mobile number. */
export default function LoginScreen() {
  const { api } = useBoot();
  const [, navigate] = useLocation();
  const form = useForm(FIELDS);
  const { busy, error, run } = useSubmit();
  // Read once the page is in the browser (the server has no sessionStorage), then forgotten: it shows once.
  const [reason, setReason] = useState<string | null>(null);
  useEffect(() => {
    const why = signInReason.read();
    if (!why) return;
    setReason(why);
    signInReason.forget();
  }, []);
  return (
    <section className="auth-screen">
      <h1>Sign in</h1>
      {reason ? (
        <p className="notice" role="status">
          {reason}
        </p>
      ) : null}
      <p>We will send a 6-digit code to your mobile number.</p>
      <form
        noValidate
        onSubmit={form.handleSubmit(({ phone }) =>
          run(async () => {
            // Back to this step and on again while the last code is fresh: that code is still the one
            // to type (issue 35: a second request only met "Please wait 26 seconds").
            const earlier = codeStep();
            if (earlier?.phone === String(phone) && earlier.resendIn > 0) return navigate('/auth/verify');
            await api.post('/api/auth/otp', { phone });
            rememberCodeSent(String(phone));
            navigate('/auth/verify');
          }),
        )}
      >
        <TextField form={form} name="phone" prefix="+91" inputMode="numeric" autoComplete="tel-national" maxLength={20} />
        <FormSubmit error={error} busy={busy}>
          Send code
        </FormSubmit>
      </form>
    </section>
  );
}
