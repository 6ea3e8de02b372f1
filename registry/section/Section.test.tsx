import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../../contract/colour-contrast';
import { SlotContext } from '../slot-context';
import Section from './Section';

// Issue 37, layouts with slots: a Section is a band with its own background holding components.
const drawn = (list: readonly unknown[]): ReactNode => <p>{list.map((c) => (c as { name: string }).name).join(', ')}</p>;
const children = [
  { name: 'heading', order: 0, data: {} },
  { name: 'faq', order: 1, data: {} },
];
const renderSection = (data: Parameters<typeof Section>[0]['data']) =>
  render(
    <SlotContext.Provider value={drawn}>
      <Section data={data} settings={undefined} response={undefined} order={0} />
    </SlotContext.Provider>,
  );

describe('section', () => {
  it('draws its heading and its components', () => {
    renderSection({ title: 'Why FreshKart?', children });
    expect(screen.getByRole('heading', { name: 'Why FreshKart?' })).toBeInTheDocument();
    expect(screen.getByText('heading, faq')).toBeInTheDocument();
  });

  it('sets its text dark or white, whichever reads at AA on its background colour', () => {
    for (const background of ['#ffffff', '#e8f3ec', '#0b6e35', '#000', '#6a1b9a', '#ffd54f']) {
      const { container, unmount } = renderSection({ children, background_color: background });
      const band = container.querySelector('.section-surface') as HTMLElement;
      const text = band.style.color.startsWith('rgb(255') ? '#ffffff' : '#1b1f1d';
      expect(contrastRatio(text, background), background).toBeGreaterThanOrEqual(4.5);
      unmount();
    }
  });

  it('puts a background image under a veil with white text, and leaves it out of the reading order', () => {
    const { container } = renderSection({ children, background_image: '/s/media/files/hero-fruits.svg', padding: 'large' });
    const band = container.querySelector('.section-surface') as HTMLElement;
    expect(band).toHaveClass('section-on-image', 'section-padding-large');
    expect(band.style.color).toBe('rgb(255, 255, 255)');
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });
});
