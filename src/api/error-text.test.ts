import { describe, expect, it } from 'vitest';
import { errorText, GENERIC_ERROR_TEXT, somethingWentWrong } from './error-text';

const failed = (data: unknown) => Object.assign(new Error('fetch failed'), { data });

describe('errorText', () => {
  it.each([
    ['a string body as it is', failed('Pincode not serviceable'), 'Pincode not serviceable'],
    ['msg', failed({ msg: 'From msg' }), 'From msg'],
    ['message', failed({ message: 'From message' }), 'From message'],
    ['error', failed({ error: 'From error' }), 'From error'],
    ['msg before message before error', failed({ error: 'e', message: 'm', msg: 'g' }), 'g'],
    ['an array body joined by newlines', failed(['First problem', 'Second problem']), 'First problem\nSecond problem'],
    ['an array inside message', failed({ message: ['Name is required', 'Phone is required'] }), 'Name is required\nPhone is required'],
    ['objects inside an array', failed([{ message: 'a' }, { msg: 'b' }]), 'a\nb'],
    ['a plain value without data', 'Plain text', 'Plain text'],
  ])('reads %s', (_name, error, expected) => {
    expect(errorText(error)).toBe(expected);
  });

  it.each([
    ['an error without data (its own message is technical)', new Error('[GET] "/s/api/x": fetch failed')],
    ['null', null],
    ['an empty string', failed('   ')],
    ['an empty object', failed({})],
    ['a number', failed(42)],
    ['an empty array', failed([])],
    ['a non-string message', failed({ message: { nested: true } })],
  ])('falls back to the generic text for %s', (_name, error) => {
    expect(errorText(error)).toBe(GENERIC_ERROR_TEXT);
  });
});

describe('the generic toast (spec section 8)', () => {
  it('says the specification\'s words', () => {
    expect(GENERIC_ERROR_TEXT).toBe("There's been an error, please try again.");
  });
});

describe('somethingWentWrong', () => {
  it('names the action when given', () => {
    expect(somethingWentWrong('loading your orders')).toBe('Something went wrong while loading your orders. Please try again.');
  });
  it('is the generic text otherwise', () => {
    expect(somethingWentWrong()).toBe(GENERIC_ERROR_TEXT);
  });
});
