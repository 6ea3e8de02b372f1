import { describe, expect, it } from 'vitest';
import { InitSchema, parseInit } from './init';
import { initWithSettings, settingsFromInit, validateWebsiteSettings } from './website-settings';

// Issue 22, item 1: the editor edits the website's settings as one document in init's field names
// (spec section 3), read from whatever a store serves and previewed as init would serve it.
const init = parseInit({
  web: { id: 1, name: 'Sloppy Store' },
  navSetting: {
    header_template: 9,
    navbar_template: 0,
    show_logo: 1,
    show_pincode: 0,
    logo_settings: { image_size: 'huge', image_height: 5000, image_width: 2 },
  },
  navs: [{ name: 'Home', link: '/', show_icon: true, open: 1, children: [{ name: 'Deals', link: '/deals', show_icon: false }] }],
  footers: [{ name: 'Shop', children: [{ name: 'All', link: '/products', icon: 'info', show_icon: true }] }],
  popup: { image: 'p.png', duration: 999, once: 1 },
  dynamicNavbar: { data: '<nav>x</nav>' },
}) as ReturnType<typeof InitSchema.parse>;

describe('settingsFromInit', () => {
  it('makes even a sloppy store’s init a document that passes the settings schema', () => {
    const settings = settingsFromInit(init);
    expect(validateWebsiteSettings(settings)).toMatchObject({ ok: true });
    expect(settings.navSetting).toMatchObject({
      header_template: 4,
      navbar_template: 1,
      show_logo: true,
      show_pincode: false,
      logo_settings: { image_size: null, image_height: 200, image_width: 16 },
    });
    expect(settings.navs[0]).toMatchObject({ show_icon: 1, open: true, children: [{ show_icon: 0, open: false }] });
    expect(settings.footers[0]!.children[0]!.show_icon).toBe(1);
    expect(settings.popup).toMatchObject({ duration: 120, once: true });
    expect(settings.dynamicNavbar).toBe('<nav>x</nav>');
  });

  it('gives back init unchanged where the settings say what it already said', () => {
    const settings = settingsFromInit(init);
    const previewed = initWithSettings(init, settings);
    expect(settingsFromInit(previewed)).toEqual(settings);
    expect(previewed.user).toBe(init.user);
    expect(previewed.categories).toBe(init.categories);
  });

  it('previews changed settings as init would serve them', () => {
    const settings = settingsFromInit(init);
    settings.activetheme.data.colors.primary = '#123456';
    settings.activetheme.data.mode = 'dark';
    settings.navSetting.nav_alignment = 'center';
    settings.dynamicFooter = '<p>Footer</p>';
    const previewed = initWithSettings(init, settings);
    expect(previewed.activetheme.data.colors.primary).toBe('#123456');
    expect(previewed.web).toMatchObject({ theme: 'dark', nav_alignment: 'center', name: 'Sloppy Store' });
    expect(previewed.dynamicFooter).toEqual({ data: '<p>Footer</p>' });
    expect(InitSchema.safeParse(previewed).success).toBe(true);
  });
});
