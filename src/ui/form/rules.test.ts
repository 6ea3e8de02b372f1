import { describe, expect, it } from 'vitest';
import { asciiDigits, normaliseNumberText } from './normalise-digits';
import { isFilled, validateField, type FieldRules } from './rules';

const check = (value: Parameters<typeof validateField>[0], rules: FieldRules) => validateField(value, rules, {});

describe('required', () => {
  it.each([
    [undefined, 'Name is required'],
    [null, 'Name is required'],
    ['', 'Name is required'],
    ['   ', 'Name is required'],
    [[], 'Name is required'],
    [false, 'Name is required'],
    ['Asha', null],
    [[1], null],
    [true, null],
  ])('%j → %j', (value, expected) => {
    expect(check(value, { label: 'Name', required: true })).toBe(expected);
  });

  it('says "This field" without a label', () => {
    expect(check('', { required: true })).toBe('This field is required');
    expect(check('', { label: '   ', required: true })).toBe('This field is required');
  });

  it('counts the number 0 as filled only for numeric fields', () => {
    expect(check(0, { label: 'Quantity', required: true, numeric: true })).toBeNull();
    expect(check(0, { label: 'Quantity', required: true })).toBe('Quantity is required');
    expect(check(Number.NaN, { label: 'Quantity', required: true, numeric: true })).toBe('Quantity is required');
  });

  it('skips other rules for an empty optional field', () => {
    expect(check('', { label: 'E-mail', email: true })).toBeNull();
  });

  it.each([
    [0, true, true],
    [0, false, false],
    ['0', false, true],
    [' ', false, false],
  ])('isFilled(%j, numeric %j) is %j', (value, numeric, expected) => {
    expect(isFilled(value, numeric)).toBe(expected);
  });
});

describe('email', () => {
  it.each([
    ['asha@example.com', null],
    ['a.b+c@mail.co.in', null],
    ['x@y.info', null],
    ['  asha@example.com  ', null],
    ['asha', 'E-mail is not a valid email address'],
    ['asha@', 'E-mail is not a valid email address'],
    ['asha@example', 'E-mail is not a valid email address'],
    ['asha@example.c', 'E-mail is not a valid email address'],
    ['asha@example.museum', 'E-mail is not a valid email address'],
    ['as ha@example.com', 'E-mail is not a valid email address'],
    ['asha@@example.com', 'E-mail is not a valid email address'],
    ['asha@.com', 'E-mail is not a valid email address'],
    ['asha@example..com', 'E-mail is not a valid email address'],
    ['<script>@x.com', null],
  ])('%j → %j', (value, expected) => {
    expect(check(value, { label: 'E-mail', email: true })).toBe(expected);
  });
});

describe('pattern', () => {
  it('uses its own message or "{label} is not in valid format"', () => {
    expect(check('abc', { label: 'Code', pattern: /^\d+$/ })).toBe('Code is not in valid format');
    expect(check('abc', { label: 'Code', pattern: { value: /^\d+$/, message: 'Digits only, please' } })).toBe('Digits only, please');
    expect(check('123', { label: 'Code', pattern: /^\d+$/ })).toBeNull();
  });

  it('is not fooled by a global regex’s lastIndex', () => {
    const regex = /^\d+$/g;
    expect(check('123', { pattern: regex })).toBeNull();
    expect(check('123', { pattern: regex })).toBeNull();
  });
});

describe('named formats', () => {
  it.each([
    ['phone', '9876543210', null],
    ['phone', '98765 43210', null],
    ['phone', '९८७६५४३२१०', null],
    ['phone', '９８７６５４３２１０', null],
    ['phone', '98765-43210', null],
    ['phone', '5876543210', 'Phone is not in valid format'],
    ['phone', '987654321', 'Phone is not in valid format'],
    ['phone', '98765432101', 'Phone is not in valid format'],
    // Issue 35: pasted with the country or trunk prefix, a number is its 10 digits.
    ['phone', '+919876543210', null],
    ['phone', '+91 98765 43210', null],
    ['phone', '09876543210', null],
    ['phone', '+91 58765 43210', 'Phone is not in valid format'],
    ['phone', '+9198765432101', 'Phone is not in valid format'],
    ['phone', '019876543210', 'Phone is not in valid format'],
    ['phone', '98765abcde', 'Phone is not in valid format'],
    ['pincode', '560001', null],
    ['pincode', '560 001', null],
    ['pincode', '५६०००१', null],
    ['pincode', '060001', 'Pincode is not in valid format'],
    ['pincode', '56000', 'Pincode is not in valid format'],
    ['pincode', '5600011', 'Pincode is not in valid format'],
    ['slug', 'basmati-rice', null],
    ['slug', 'rice2', null],
    ['slug', 'Basmati', 'Slug is not in valid format'],
    ['slug', 'basmati--rice', 'Slug is not in valid format'],
    ['slug', '-rice', 'Slug is not in valid format'],
    ['slug', 'rice_1', 'Slug is not in valid format'],
    ['warehouseCode', 'BL1', null],
    ['warehouseCode', 'b2c', null],
    ['warehouseCode', 'BL', 'Warehouse is not in valid format'],
    ['warehouseCode', 'BLR1', 'Warehouse is not in valid format'],
    ['warehouseCode', 'B-1', 'Warehouse is not in valid format'],
    ['integer', '42', null],
    ['integer', '-7', null],
    ['integer', '4.2', 'Count is not in valid format'],
    ['integer', '1e3', 'Count is not in valid format'],
    ['decimal', '4.25', null],
    ['decimal', '4', null],
    ['decimal', '4.255', 'Weight is not in valid format'],
    ['decimal', '.5', 'Weight is not in valid format'],
    ['positiveAmount', '10', null],
    ['positiveAmount', '0.01', null],
    ['positiveAmount', '0', 'Amount is not in valid format'],
    ['positiveAmount', '-5', 'Amount is not in valid format'],
    ['positiveAmount', '9.999', 'Amount is not in valid format'],
  ] as const)('%s: %j → %j', (format, value, expected) => {
    const label = {
      phone: 'Phone',
      pincode: 'Pincode',
      slug: 'Slug',
      warehouseCode: 'Warehouse',
      integer: 'Count',
      decimal: 'Weight',
      positiveAmount: 'Amount',
    }[format];
    expect(check(value, { label, format })).toBe(expected);
  });

  it('checks numbers by their text', () => {
    expect(check(12.5, { label: 'Amount', format: 'positiveAmount', numeric: true })).toBeNull();
    expect(check(0, { label: 'Amount', format: 'positiveAmount', numeric: true })).toBe('Amount is not in valid format');
  });
});

describe('read-only and custom validators', () => {
  it('never validates a read-only field', () => {
    expect(check('', { label: 'Name', required: true, readOnly: true })).toBeNull();
  });

  it('lets a custom validator override every other rule', () => {
    const rules: FieldRules<{ password: string }> = {
      label: 'Confirm',
      required: true,
      validate: (v, values) => (v === values.password ? null : 'Passwords differ'),
    };
    expect(validateField('', rules, { password: '' })).toBeNull();
    expect(validateField('a', rules, { password: 'b' })).toBe('Passwords differ');
  });
});

describe('digit normalising', () => {
  it.each([
    ['९८७६५४३२१०', '9876543210'],
    ['０１２', '012'],
    ['𝟘𝟙𝟚', '012'],
    ['٣٤٥', '345'],
    ['abc', 'abc'],
  ])('asciiDigits(%j) = %j', (input, expected) => {
    expect(asciiDigits(input)).toBe(expected);
  });

  it('drops spaces, no-break spaces, dashes, dots and brackets from number text', () => {
    expect(normaliseNumberText(' (98765)\u00a043-210. ')).toBe('9876543210');
  });
});
