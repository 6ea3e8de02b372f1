import { assign, fromPromise, setup } from 'xstate';

/** Seconds before another code may be asked for. */
export const RESEND_COOLDOWN_S = 30;

export interface VerifyContext {
  phone: string;
  error: string | null;
  /** Seconds left before Resend is allowed. */
  resendIn: number;
}

/** What the server answers a right code: whether the phone has an account, and whether it is a sales agent's. */
export interface VerifyAnswer {
  registered: boolean;
  is_agent?: boolean;
}

export type VerifyEvent = { type: 'SUBMIT'; code: string } | { type: 'RESEND' };

/**
 * The code step of OTP sign-in: a 6-digit code is checked by the server (`verify` actor); a new
 * code may be asked for (`resend` actor) once the cooldown has run out. A signed-in shopper with a
 * name is done (`signedIn` action, told whether they are a sales agent); a new one goes on to
 * register (`needsRegistration` action).
 */
export const verifyCodeMachine = setup({
  types: {
    input: {} as { phone: string; resendIn: number },
    context: {} as VerifyContext,
    events: {} as VerifyEvent,
  },
  actors: {
    verify: fromPromise<VerifyAnswer, { phone: string; code: string }>(async () => {
      throw new Error('verify is provided by the app');
    }),
    resend: fromPromise<unknown, string>(async () => {
      throw new Error('resend is provided by the app');
    }),
  },
  actions: {
    signedIn: (_, _params: { agent: boolean }) => undefined,
    needsRegistration: () => undefined,
    describeFailure: assign((_, _params: { error: unknown }) => ({})),
  },
  guards: {
    wellFormed: ({ event }) => event.type === 'SUBMIT' && /^\d{6}$/.test(event.code.trim()),
    canResend: ({ context }) => context.resendIn <= 0,
    registered: ({ event }) => (event as unknown as { output: { registered: boolean } }).output.registered,
  },
}).createMachine({
  id: 'verifyCode',
  context: ({ input }) => ({ phone: input.phone, error: null, resendIn: input.resendIn }),
  initial: 'entering',
  states: {
    entering: {
      after: {
        1000: {
          guard: ({ context }) => context.resendIn > 0,
          target: 'entering',
          reenter: true,
          actions: assign({ resendIn: ({ context }) => context.resendIn - 1 }),
        },
      },
      on: {
        SUBMIT: [
          { guard: 'wellFormed', target: 'verifying', actions: assign({ error: null }) },
          { actions: assign({ error: 'Enter the 6-digit code' }) },
        ],
        RESEND: { guard: 'canResend', target: 'resending', actions: assign({ error: null }) },
      },
    },
    verifying: {
      invoke: {
        id: 'verify',
        src: 'verify',
        input: ({ context, event }) => ({ phone: context.phone, code: event.type === 'SUBMIT' ? event.code.trim() : '' }),
        onDone: [
          {
            guard: 'registered',
            target: 'done',
            actions: { type: 'signedIn', params: ({ event }) => ({ agent: event.output.is_agent === true }) },
          },
          { target: 'done', actions: 'needsRegistration' },
        ],
        onError: { target: 'entering', actions: { type: 'describeFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    resending: {
      invoke: {
        id: 'resend',
        src: 'resend',
        input: ({ context }) => context.phone,
        onDone: { target: 'entering', actions: assign({ resendIn: RESEND_COOLDOWN_S }) },
        onError: { target: 'entering', actions: { type: 'describeFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    done: { type: 'final' },
  },
});
