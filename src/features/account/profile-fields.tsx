import { EMAIL, type FieldValue } from '../../ui/form/rules';
import { TextField } from '../../ui/form/TextField';
import type { Form } from '../../ui/form/use-form';

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

/** The name and e-mail inputs of a form made from profileFields. */
export function ProfileInputs({ form }: { form: Form<ReturnType<typeof profileFields>> }) {
  return (
    <>
      <TextField form={form} name="name" autoComplete="name" maxLength={100} />
      <TextField form={form} name="email" type="email" autoComplete="email" maxLength={200} />
    </>
  );
}
