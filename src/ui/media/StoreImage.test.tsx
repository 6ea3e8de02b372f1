import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { StoreImage } from './StoreImage';

describe('StoreImage', () => {
  it('offers a store image in all its sizes when told how wide it is shown, so the browser takes the one it needs', () => {
    render(<StoreImage src="product-atta.svg" alt="Atta" width={400} height={300} sizes="50vw" />);
    const img = screen.getByRole('img', { name: 'Atta' });
    expect(img.getAttribute('src')).toBe('/s/media/medium/product-atta.svg');
    expect(img.getAttribute('srcset')).toBe(
      '/s/media/small/product-atta.svg 400w, /s/media/medium/product-atta.svg 800w, /s/media/large/product-atta.svg 1600w',
    );
    expect(img.getAttribute('sizes')).toBe('50vw');
  });

  it('keeps one URL for a site path or another host, and without sizes', () => {
    render(<StoreImage src="/s/media/emoji/cookie.svg" alt="Cookie" width={96} height={96} sizes="96px" />);
    render(<StoreImage src="atta.svg" alt="Plain" width={96} height={96} size="small" />);
    for (const name of ['Cookie', 'Plain']) {
      const img = screen.getByRole('img', { name });
      expect(img.hasAttribute('srcset'), name).toBe(false);
      expect(img.hasAttribute('sizes'), name).toBe(false);
    }
    expect(screen.getByRole('img', { name: 'Plain' }).getAttribute('src')).toBe('/s/media/small/atta.svg');
  });

  it('falls back to no-image.png, without the other sizes, when the image fails', () => {
    render(<StoreImage src="gone.png" alt="Gone" width={400} height={300} sizes="50vw" />);
    const img = screen.getByRole('img', { name: 'Gone' });
    fireEvent.error(img);
    expect(img.getAttribute('src')).toBe('/no-image.png');
    expect(img.hasAttribute('srcset')).toBe(false);
  });
});
