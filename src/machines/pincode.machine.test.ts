import { describe, expect, it, vi } from 'vitest';
import { assign, createActor, fromPromise, waitFor } from 'xstate';
import { pincodeMachine, pincodeProblem } from './pincode.machine';

function start(check: (pincode: string) => Promise<unknown>) {
  const accepted = vi.fn();
  const asked = vi.fn(check);
  const actor = createActor(
    pincodeMachine.provide({
      actors: { check: fromPromise<unknown, string>(({ input }) => asked(input)) },
      actions: {
        accepted: (_, params: { pincode: string }) => accepted(params.pincode),
        describeFailure: assign((_, params: { error: unknown }) => ({ error: (params.error as Error).message })),
      },
    }),
  );
  actor.start();
  return { actor, accepted, asked };
}

describe('pincode machine', () => {
  it.each(['', '12ab56', '12345', '56 0001', '-560001', '1e5000'])('refuses %j on the client without asking the server', (text) => {
    const { actor, asked } = start(async () => ({}));
    actor.send({ type: 'SUBMIT', pincode: text });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.error).toBe('Please enter a valid pincode');
    expect(asked).not.toHaveBeenCalled();
  });

  it('checks a valid pincode with the server and hands it to the app when it is served', async () => {
    const { actor, accepted, asked } = start(async () => ({ pincode: '560001' }));
    actor.send({ type: 'SUBMIT', pincode: ' 560001 ' });
    expect(actor.getSnapshot().value).toBe('checking');
    await waitFor(actor, (s) => s.status === 'done');
    expect(asked).toHaveBeenCalledWith('560001');
    expect(accepted).toHaveBeenCalledTimes(1);
    expect(accepted).toHaveBeenCalledWith('560001');
  });

  it('shows the server’s message when the pincode is not served, and lets the shopper try again', async () => {
    const { actor, accepted } = start(async (pin) => {
      if (pin === '999999') throw new Error('Sorry, we do not deliver to 999999 yet.');
      return {};
    });
    actor.send({ type: 'SUBMIT', pincode: '999999' });
    await waitFor(actor, (s) => s.matches('editing') && s.context.error !== null);
    expect(actor.getSnapshot().context.error).toBe('Sorry, we do not deliver to 999999 yet.');
    expect(accepted).not.toHaveBeenCalled();
    actor.send({ type: 'SUBMIT', pincode: '560034' });
    expect(actor.getSnapshot().context.error).toBeNull();
    await waitFor(actor, (s) => s.status === 'done');
  });

  it('accepts digits only, six or more', () => {
    expect(pincodeProblem('560001')).toBeNull();
    expect(pincodeProblem('5600011')).toBeNull();
    expect(pincodeProblem('56000')).toBe('Please enter a valid pincode');
  });
});
