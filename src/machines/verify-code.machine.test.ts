import { getShortestPaths } from '@xstate/graph';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise, waitFor } from 'xstate';
import { RESEND_COOLDOWN_S, type VerifyEvent, verifyCodeMachine } from './verify-code.machine';

function start(verify: (code: string) => Promise<{ registered: boolean }>, resendIn = 0) {
  const spies = { signedIn: vi.fn(), needsRegistration: vi.fn(), resend: vi.fn(async () => ({})), verify: vi.fn(verify) };
  const actor = createActor(
    verifyCodeMachine.provide({
      actors: {
        verify: fromPromise<{ registered: boolean }, { phone: string; code: string }>(({ input }) => spies.verify(input.code)),
        resend: fromPromise<unknown, string>(() => spies.resend()),
      },
      actions: {
        signedIn: (_, params) => spies.signedIn(params.agent),
        needsRegistration: spies.needsRegistration,
        describeFailure: assign((_, params: { error: unknown }) => ({ error: (params.error as Error).message })),
      },
    }),
    { input: { phone: '9876543210', resendIn } },
  );
  actor.start();
  return { actor, ...spies };
}

describe('verify-code machine', () => {
  afterEach(() => vi.useRealTimers());

  it('refuses a malformed code without asking the server', () => {
    const { actor, verify } = start(async () => ({ registered: true }));
    for (const code of ['', '12345', '1234567', 'abcdef']) {
      actor.send({ type: 'SUBMIT', code });
      expect(actor.getSnapshot().context.error).toBe('Enter the 6-digit code');
    }
    expect(verify).not.toHaveBeenCalled();
  });

  it('signs a registered shopper in, and sends a new one to register', async () => {
    const known = start(async () => ({ registered: true }));
    known.actor.send({ type: 'SUBMIT', code: ' 123456 ' });
    await waitFor(known.actor, (s) => s.status === 'done');
    expect(known.verify).toHaveBeenCalledWith('123456');
    expect(known.signedIn).toHaveBeenCalled();
    const fresh = start(async () => ({ registered: false }));
    fresh.actor.send({ type: 'SUBMIT', code: '123456' });
    await waitFor(fresh.actor, (s) => s.status === 'done');
    expect(fresh.needsRegistration).toHaveBeenCalled();
  });

  it('shows the server’s refusal and lets the shopper try again', async () => {
    const { actor, signedIn } = start(async (code) => {
      if (code !== '123456') throw new Error('That code is not right. 4 tries left.');
      return { registered: true };
    });
    actor.send({ type: 'SUBMIT', code: '000000' });
    await waitFor(actor, (s) => s.matches('entering') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('That code is not right. 4 tries left.');
    actor.send({ type: 'SUBMIT', code: '123456' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(signedIn).toHaveBeenCalled();
  });

  it('allows Resend only after the cooldown, and starts it again', async () => {
    vi.useFakeTimers();
    const { actor, resend } = start(async () => ({ registered: true }), 2);
    actor.send({ type: 'RESEND' });
    expect(resend).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2000);
    expect(actor.getSnapshot().context.resendIn).toBe(0);
    actor.send({ type: 'RESEND' });
    await vi.advanceTimersByTimeAsync(0);
    expect(resend).toHaveBeenCalledTimes(1);
    expect(actor.getSnapshot().context.resendIn).toBe(RESEND_COOLDOWN_S);
  });

  it('tells whether a signed-in phone is a sales agent’s', async () => {
    const { actor, signedIn } = start(async () => ({ registered: true, is_agent: true }));
    actor.send({ type: 'SUBMIT', code: '123456' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(signedIn).toHaveBeenCalledWith(true);
  });

  it('signs in only on the server’s word, never asks with a malformed code, and resends only after the cooldown (model-based)', () => {
    const events = [
      { type: 'SUBMIT', code: '123456' },
      { type: 'SUBMIT', code: '12a456' },
      { type: 'SUBMIT', code: '' },
      { type: 'RESEND' },
      { type: 'xstate.done.actor.verify', output: { registered: true } },
      { type: 'xstate.done.actor.verify', output: { registered: false } },
      { type: 'xstate.error.actor.verify', error: new Error('That code is not right. 4 tries left.') },
      { type: 'xstate.done.actor.resend', output: {} },
      { type: 'xstate.error.actor.resend', error: new Error('Please wait') },
    ] as unknown as VerifyEvent[];
    for (const resendIn of [0, RESEND_COOLDOWN_S]) {
      const paths = getShortestPaths(verifyCodeMachine, { input: { phone: '9876543210', resendIn }, events });
      const reached = new Set(paths.map((p) => p.state.value));
      expect(reached).toContain('done');
      for (const path of paths) {
        const steps = path.steps.map((step) => step.event as { type: string; code?: string; output?: { registered: boolean } });
        if (path.state.value === 'done') expect(steps.at(-1)?.type).toBe('xstate.done.actor.verify');
        if (path.state.value === 'verifying') expect(steps.at(-1)?.code).toMatch(/^\d{6}$/);
        if (path.state.value === 'resending') expect(resendIn).toBe(0);
      }
      if (resendIn > 0) expect(reached).not.toContain('resending');
    }
  });
});
