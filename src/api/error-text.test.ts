import { describe, expect, it } from 'vitest';
import { ApiError, UNREACHABLE_TEXT } from './api-error';
import { errorMessage, errorText, GENERIC_ERROR_TEXT, somethingWentWrong } from './error-text';

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
  it("says the specification's words", () => {
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

describe('errorMessage (spec section 8, the second helper)', () => {
  const failed = (data: unknown, message = 'readable') => new ApiError('GET /api/x', 400, data, message);

  it('returns message, then msg, then the raw string answer', () => {
    expect(errorMessage(failed({ message: 'Please enter a valid pincode', msg: 'second' }))).toBe('Please enter a valid pincode');
    expect(errorMessage(failed({ msg: 'Sorry, we do not deliver to 999999 yet.' }))).toBe('Sorry, we do not deliver to 999999 yet.');
    expect(errorMessage(failed('Not delivered here'))).toBe('Not delivered here');
  });

  it('falls back to the error’s own message, then "Something went wrong"', () => {
    expect(errorMessage(new ApiError('GET /api/x', 0, undefined, UNREACHABLE_TEXT))).toBe(UNREACHABLE_TEXT);
    expect(errorMessage(failed({ message: '  ', msg: 7 }, 'its own'))).toBe('its own');
    expect(errorMessage(new Error('plain failure'))).toBe('plain failure');
    for (const nothing of [undefined, null, 42, {}, [], new Error(''), '   ']) expect(errorMessage(nothing)).toBe('Something went wrong');
  });
});
