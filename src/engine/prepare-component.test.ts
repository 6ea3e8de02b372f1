import { describe, expect, it } from 'vitest';
import type { PageComponent } from '../../contract/page-data';
import type { ComponentValidators } from '../../contract/validator-types';
import { prepareComponent } from './prepare-component';

/** Validators that count their calls and fill a default, as the generated ones do. */
function countingValidators(): ComponentValidators & { calls: () => number } {
  let calls = 0;
  const validateComponent = Object.assign(
    (data: unknown) => {
      calls += 1;
      (data as { data: { title?: string } }).data.title ??= 'Default title';
      return true;
    },
    { errors: null },
  );
  return { validateComponent, calls: () => calls };
}

const component = (title?: string) =>
  ({ name: 'heading', order: 1, data: title ? { title } : {}, settings: null }) as unknown as PageComponent;

describe('prepareComponent', () => {
  it('validates one component object once, however often its page renders, and never changes the page data', () => {
    const validators = countingValidators();
    const heading = component();
    const first = prepareComponent(heading, validators);
    expect(first).toMatchObject({ ok: true, props: { data: { title: 'Default title' } } });
    expect(prepareComponent(heading, validators)).toBe(first);
    expect(validators.calls()).toBe(1);
    // Defaults are filled on a copy: the page's own data is as it came.
    expect(heading.data).toEqual({});
  });

  it('validates again a component the editor replaced, and the same component for another type', () => {
    const validators = countingValidators();
    prepareComponent(component(), validators);
    expect(prepareComponent(component('Fresh today'), validators)).toMatchObject({ props: { data: { title: 'Fresh today' } } });
    expect(validators.calls()).toBe(2);
    const heading = component();
    prepareComponent(heading, validators);
    const other = countingValidators();
    prepareComponent(heading, other);
    expect(other.calls()).toBe(1);
  });
});
