import { afterEach, describe, expect, it, vi } from 'vitest';
import { EARLY_TAPS_SCRIPT } from '../../../contract/early-taps';
import { holdEarlyClicks, takeEarlyTaps } from './early-clicks';

function page() {
  document.body.innerHTML = `
    <div id="root">
      <button type="button" id="add"><span id="label">Add to Cart</span></button>
      <button type="button" id="off" disabled>Sold out</button>
      <form><button type="submit" id="search">Search</button></form>
      <a href="#x" id="link">Link</a>
      <button type="button" id="gone">Gone</button>
    </div>
    <button type="button" id="outside">Outside</button>
    <div id="banner"><button type="button" id="allow">Allow</button></div>`;
  const clicks: string[] = [];
  document.addEventListener('click', (event) => {
    if (event.target instanceof Element) clicks.push(event.target.id);
  });
  document.querySelector('form')?.addEventListener('submit', (event) => event.preventDefault());
  return {
    scopes: [document.getElementById('root'), document.getElementById('banner')] as HTMLElement[],
    clicks,
    at: (id: string) => document.getElementById(id) as HTMLElement,
  };
}

describe('holdEarlyClicks', () => {
  afterEach(() => vi.useRealTimers());

  it('clicks a button tapped before the app started again once React has taken it over, in order, in every scope', async () => {
    vi.useFakeTimers();
    const { scopes, clicks, at } = page();
    const hydrated = new Set<Element>();
    const replay = holdEarlyClicks(document, scopes, [], (button) => hydrated.has(button));
    at('label').click();
    at('add').click();
    at('allow').click();
    expect(clicks).toEqual(['label', 'add', 'allow']);
    replay();
    await vi.advanceTimersByTimeAsync(200);
    expect(clicks).toHaveLength(3);
    hydrated.add(at('add'));
    hydrated.add(at('allow'));
    await vi.advanceTimersByTimeAsync(50);
    expect(clicks).toEqual(['label', 'add', 'allow', 'add', 'add', 'allow']);
    at('add').click();
    expect(clicks).toHaveLength(7);
  });

  it('gives up on a button never taken over, and leaves disabled, form and outside buttons, links, and buttons that are gone', async () => {
    vi.useFakeTimers();
    const { scopes, clicks, at } = page();
    const replay = holdEarlyClicks(document, scopes, [], (button) => button.id !== 'add');
    for (const id of ['off', 'search', 'link', 'outside', 'gone', 'add']) at(id).click();
    at('gone').remove();
    const before = clicks.length;
    const click = vi.spyOn(HTMLElement.prototype, 'click');
    replay();
    await vi.advanceTimersByTimeAsync(6000);
    expect(click).not.toHaveBeenCalled();
    expect(clicks).toHaveLength(before);
    click.mockRestore();
  });

  it('takes over the taps the head’s inline script held from the first paint: each replayed once, and it stops holding', async () => {
    vi.useFakeTimers();
    const { clicks, at } = page();
    // The page as served: the head's script runs before any of the app's code.
    new Function(EARLY_TAPS_SCRIPT)();
    document.getElementById('banner')?.setAttribute('id', 'consent-banner');
    at('label').click();
    for (const id of ['off', 'search', 'link', 'outside', 'allow']) at(id).click();
    const taken = takeEarlyTaps(window);
    expect(taken.map((button) => button.id)).toEqual(['add', 'allow']);
    expect(window.__earlyTaps).toBeUndefined();
    // Taken once: a second take finds nothing, and the script no longer holds.
    at('add').click();
    expect(takeEarlyTaps(window)).toEqual([]);
    const scopes = [at('root'), at('consent-banner')];
    const replay = holdEarlyClicks(document, scopes, taken, () => true);
    const before = clicks.length;
    replay();
    await vi.advanceTimersByTimeAsync(50);
    expect(clicks.slice(before)).toEqual(['add', 'allow']);
  });
});
