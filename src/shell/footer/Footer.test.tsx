import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { Init } from '../../../contract/init';
import { makeInit } from '../../../tests/support/init-factory';
import { Footer } from './Footer';

const renderFooter = (overrides: Partial<Init>) =>
  render(
    <Router hook={memoryLocation({ path: '/' }).hook}>
      <Footer init={makeInit(overrides)} year={2026} />
    </Router>,
  );

describe('Footer', () => {
  it('shows footer_name (navSetting), the description, footer items with their children and icons by show_icon, and the copyright line', () => {
    const base = makeInit();
    renderFooter({
      web: { ...base.web, logo: '/s/media/files/logo.svg', footer_description: 'Fresh every day.' },
      navSetting: { ...base.navSetting, footer_name: 'FreshKart Foods' },
      footers: [
        {
          name: 'Help',
          children: [
            { name: 'Contact', link: '/contact', icon: 'phone', show_icon: 1 },
            { name: 'About', link: '/about', icon: 'info', show_icon: 0 },
            { name: 'Bad', link: 'javascript:x', icon: null, show_icon: 0 },
          ],
        },
      ],
    });
    expect(screen.getByRole('heading', { name: 'FreshKart Foods' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Help' })).toBeInTheDocument();
    expect(screen.getByText('Fresh every day.')).toBeInTheDocument();
    // An icon of the icon service, drawn in the link's colour (spec section 7).
    const icon = screen.getByRole('link', { name: 'Contact' }).querySelector<HTMLElement>('.footer-icon');
    expect(icon?.style.getPropertyValue('--icon')).toBe('url("/s/icons/lucide/phone.svg")');
    expect(icon).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByRole('link', { name: 'About' }).querySelector('.footer-icon')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Bad' })).toBeNull();
    expect(screen.getByText('© 2026 FreshKart. All rights reserved.')).toBeInTheDocument();
  });

  it('shows the logo when there is no footer_name, and the site description when there is no footer text', () => {
    const base = makeInit();
    renderFooter({
      web: { ...base.web, logo: '/s/media/files/logo.svg', description: 'Groceries, delivered.' },
      navSetting: { ...base.navSetting, footer_name: null },
    });
    expect(screen.getByRole('img', { name: 'FreshKart' })).toHaveAttribute('src', '/s/media/files/logo.svg');
    expect(screen.getByText('Groceries, delivered.')).toBeInTheDocument();
  });

  it('renders the owner’s footer HTML sanitised, keeping the copyright line', async () => {
    renderFooter({ dynamicFooter: { data: '<p>Made in <b>Bengaluru</b></p><a href="/about">About</a><script>window.__xss=1</script>' } });
    expect(await screen.findByText('Bengaluru')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(document.querySelector('footer script')).toBeNull();
    expect(screen.getByText(/© 2026 FreshKart/)).toBeInTheDocument();
  });
});
