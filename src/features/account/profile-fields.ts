import { EMAIL, type FieldValue } from '../../ui/form/rules';

const text = (value: FieldValue) => (typeof value === 'string' ? value.trim() : '');

/** Name and e-mail fields with the messages the server gives (sign-up and the profile). */
export function profileFields(initial: { name: string; email: string }) {
  return {
    name: {
      label: 'Your name',
      required: true,
      initial: initial.name,
      validate: (value: FieldValue) =>
        !text(value) ? 'Please enter your name' : text(value).length > 100 ? 'Your name must be at most 100 characters' : null,
    },
    email: {
      label: 'E-mail (optional)',
      initial: initial.email,
      validate: (value: FieldValue) => (text(value) && !EMAIL.test(text(value)) ? 'Please enter a valid e-mail address' : null),
    },
  };
}
