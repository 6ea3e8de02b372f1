import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import fixture from '../../fixtures/components/faq.json';
import { renderFixture } from '../../tests/support/render-fixture';

// fixtures/components/faq.json, rendered through the registry as a page shows it.
describe('faq', () => {
  it('shows each question, and its answer when the question is opened', async () => {
    renderFixture(fixture);
    expect(await screen.findByRole('heading', { name: 'Questions shoppers ask' })).toBeInTheDocument();
    const question = screen.getByText('Where do you deliver?');
    expect(screen.getByText('Bengaluru and New Delhi.')).not.toBeVisible();
    await userEvent.click(question);
    expect(screen.getByText('Bengaluru and New Delhi.')).toBeVisible();
  });
});
