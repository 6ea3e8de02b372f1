import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Init } from '../../../contract/init';
import { makeInit } from '../../../tests/support/init-factory';
import { Footer } from './Footer';

const renderFooter = (overrides: Partial<Init>) => render(
  <Router hook={memoryLocation({ path: '/' }).hook}>
    <Footer init={makeInit(overrides)} year={2026} />
  </Router>,
);

describe('Footer', () => {
  it('shows footer_name, description, link groups with icons, and the copyright line', () => {
    const base = makeInit();
    renderFooter({
      web: { ...base.web, footer_name: 'FreshKart Foods', footer_description: 'Fresh every day.' },
      footers: [{ title: 'Help', links: [{ name: 'Contact', link: '/contact', icon: '/s/media/files/phone.svg' }, { name: 'Bad', link: 'javascript:x', icon: null }] }],
    });
    expect(screen.getByRole('heading', { name: 'FreshKart Foods' })).toBeInTheDocument();
    expect(screen.getByText('Fresh every day.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Contact' }).querySelector('img')).toHaveAttribute('src', '/s/media/files/phone.svg');
    expect(screen.queryByRole('link', { name: 'Bad' })).toBeNull();
    expect(screen.getByText('© 2026 FreshKart. All rights reserved.')).toBeInTheDocument();
  });

  it('renders the owner’s footer HTML sanitised, keeping the copyright line', async () => {
    renderFooter({ dynamicFooter: '<p>Made in <b>Bengaluru</b></p><a href="/about">About</a><script>window.__xss=1</script>' });
    expect(await screen.findByText('Bengaluru')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(document.querySelector('footer script')).toBeNull();
    expect(screen.getByText(/© 2026 FreshKart/)).toBeInTheDocument();
  });
});
