import { afterEach, describe, expect, it } from 'vitest';
import { readBootPayload } from './read-boot-payload';

function setBoot(text: string | null) {
  document.getElementById('boot')?.remove();
  if (text === null) return;
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'boot';
  script.textContent = text;
  document.body.append(script);
}

const init = { web: { id: 1, name: 'FreshKart' } };

describe('readBootPayload', () => {
  afterEach(() => setBoot(null));

  it('reads init and the page', () => {
    setBoot(JSON.stringify({ init, page: { path: '/', status: 200, data: { data: [{ name: 'heading', data: { title: 'Hi' } }] } } }));
    const boot = readBootPayload();
    expect(boot?.init.web.name).toBe('FreshKart');
    expect(boot?.page.data?.data[0]?.name).toBe('heading');
  });

  it('reads a 404 page as no data', () => {
    setBoot(JSON.stringify({ init, page: { path: '/x', status: 404, data: null } }));
    expect(readBootPayload()?.page).toEqual({ path: '/x', status: 404, data: null, prefetched: {} });
  });

  it('keeps a draft preview’s mark only when it is exactly true, on a page that has data', () => {
    setBoot(JSON.stringify({ init, page: { path: '/sale', status: 200, data: {}, draft: true } }));
    expect(readBootPayload()?.page.draft).toBe(true);
    for (const page of [
      { path: '/sale', status: 200, data: {}, draft: 'true' },
      { path: '/sale', status: 200, data: {}, draft: 1 },
      { path: '/sale', status: 404, data: null, draft: true },
    ]) {
      setBoot(JSON.stringify({ init, page }));
      expect(readBootPayload()?.page).not.toHaveProperty('draft');
    }
  });

  it('keeps the prefetched API answers when they are an object, and drops anything else', () => {
    const answers = { '/api/products/toor-dal': { product_name: 'Toor Dal' } };
    setBoot(JSON.stringify({ init, page: { path: '/products/toor-dal', status: 200, data: {}, prefetched: answers } }));
    expect(readBootPayload()?.page.prefetched).toEqual(answers);
    for (const prefetched of [[1, 2], 'text', 42, null]) {
      setBoot(JSON.stringify({ init, page: { path: '/', status: 200, data: {}, prefetched } }));
      expect(readBootPayload()?.page.prefetched).toEqual({});
    }
  });

  it.each([
    ['absent', null],
    ['empty', ''],
    ['not JSON', '{oops'],
    ['null', 'null'],
    ['without init.web', JSON.stringify({ init: {}, page: { path: '/', status: 200, data: {} } })],
    ['without page', JSON.stringify({ init })],
  ])('is null when %s', (_name, text) => {
    setBoot(text);
    expect(readBootPayload()).toBeNull();
  });
});
