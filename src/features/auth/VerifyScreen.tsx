import { useMachine } from '@xstate/react';
import { useEffect, useId, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { assign, fromPromise } from 'xstate';
import { errorText } from '../../api/error-text';
import { useBoot } from '../../context/boot-context';
import { type VerifyAnswer, verifyCodeMachine } from '../../machines/verify-code.machine';
import { codeStep, finishSignIn, rememberCodeSent } from './sign-in-steps';
import { DigitsInput } from '../../ui/form/DigitsInput';
import { ErrorText } from '../../ui/form/ErrorText';

/** Digits of a sign-in code. */
const CODE_DIGITS = 6;

/** /auth/verify: the 6-digit code, with Resend after a cooldown. */
export default function VerifyScreen() {
  const step = codeStep();
  const [, navigate] = useLocation();
  useEffect(() => {
    if (!step) navigate('/auth/login', { replace: true });
  }, [step, navigate]);
  return step ? <CodeForm phone={step.phone} resendIn={step.resendIn} /> : null;
}

function CodeForm({ phone, resendIn }: { phone: string; resendIn: number }) {
  const { api } = useBoot();
  const [, navigate] = useLocation();
  const [logic] = useState(() =>
    verifyCodeMachine.provide({
      actors: {
        verify: fromPromise<VerifyAnswer, { phone: string; code: string }>(({ input }) =>
          api.post('/api/auth/verify', { phone: input.phone, otp: input.code }),
        ),
        resend: fromPromise<unknown, string>(async ({ input }) => {
          await api.post('/api/auth/otp', { phone: input });
          rememberCodeSent(input);
        }),
      },
      actions: {
        signedIn: (_, params) => finishSignIn(params.agent),
        needsRegistration: () => navigate('/auth/register', { replace: true }),
        describeFailure: assign((_, params: { error: unknown }) => ({ error: errorText(params.error) })),
      },
    }),
  );
  const [state, send] = useMachine(logic, { input: { phone, resendIn } });
  const [code, setCode] = useState('');
  const id = useId();
  const busy = !state.matches('entering');
  return (
    <section className="auth-screen">
      <h1>Enter your code</h1>
      <p>
        We sent a 6-digit code to{' '}
        <strong>
          +91 {phone.slice(0, 5)} {phone.slice(5)}
        </strong>
        . <Link href="/auth/login">Change number</Link>
      </p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ type: 'SUBMIT', code });
        }}
      >
        <div className="field">
          <label htmlFor={id}>6-digit code</label>
          <DigitsInput
            id={id}
            autoComplete="one-time-code"
            autoFocus
            digits={CODE_DIGITS}
            value={code}
            onValue={(next) => {
              setCode(next);
              // The sixth digit sends the code: no Verify tap needed (a pasted or autofilled code too).
              if (next.length === CODE_DIGITS && next !== code && !busy) send({ type: 'SUBMIT', code: next });
            }}
            error={state.context.error}
          />
        </div>
        <ErrorText error={state.context.error} id={`${id}-error`} />
        <button type="submit" className="button button-primary" disabled={busy}>
          Verify
        </button>
        <button type="button" className="button" disabled={busy || state.context.resendIn > 0} onClick={() => send({ type: 'RESEND' })}>
          {state.context.resendIn > 0 ? `Resend code in ${state.context.resendIn} s` : 'Resend code'}
        </button>
      </form>
    </section>
  );
}
