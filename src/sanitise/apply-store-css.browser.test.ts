import { afterEach, describe, expect, it } from 'vitest';
import { applyStoreCss } from './apply-store-css';
import { STORE_SCOPE } from './store-scope';

// Issue 34, item 4: a store's existing CSS must still override the app's own rules of the same
// specificity, as it did in front of the store's old storefront; it stays inside the store's content.
function mount() {
  const appStyles = document.head.appendChild(document.createElement('style'));
  appStyles.textContent = '.title{color:rgb(0,0,255)} .note{font-weight:400}';
  document.body.innerHTML = `<p class="title" id="outside">Outside</p><div class="${STORE_SCOPE}"><h1 class="title" id="inside">Fresh</h1></div>`;
  return appStyles;
}

const colourOf = (id: string) => getComputedStyle(document.getElementById(id)!).color;

describe('store CSS in a real browser', () => {
  let appStyles: HTMLStyleElement;
  afterEach(() => {
    applyStoreCss('site', '');
    appStyles.remove();
  });

  it("overrides the app's rule of the same specificity inside the store's content, and nothing outside it", () => {
    appStyles = mount();
    expect(colourOf('inside')).toBe('rgb(0, 0, 255)');
    applyStoreCss('site', '.title { color: rgb(200, 0, 0) }');
    expect(colourOf('inside')).toBe('rgb(200, 0, 0)');
    expect(colourOf('outside')).toBe('rgb(0, 0, 255)');
  });

  it('still drops what loads from outside the page while the rest applies', () => {
    appStyles = mount();
    applyStoreCss('site', '.title { color: rgb(0, 128, 0); background: url(https://evil.example/leak) }');
    const inside = getComputedStyle(document.getElementById('inside')!);
    expect(inside.color).toBe('rgb(0, 128, 0)');
    expect(inside.backgroundImage).toBe('none');
  });
});
