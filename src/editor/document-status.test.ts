import { describe, expect, it } from 'vitest';
import { STATUS_TEXT, standingText } from './document-status';

const at = (state: string) => ({
  matches: (s: unknown) => JSON.stringify(s) === JSON.stringify(state === 'loading' ? 'loading' : { open: state }),
});
const published = { version: 3, at: '2026-11-27T10:00:00Z', by: 'Meera Staff' };

// Issue 37: one status everywhere, the top bar's and the pages list's in the same words.
describe('where a page stands, in words', () => {
  it('says what the editor is doing first', () => {
    expect(standingText(at('loading'), false, null)).toBe('Opening…');
    expect(standingText(at('saving'), true, null)).toBe('Saving…');
    expect(standingText(at('publishing'), false, null)).toBe('Publishing…');
  });

  it('uses the pages list’s words for a saved page', () => {
    const idle = at('idle');
    expect(standingText(idle, true, { changed: true, published, live: {} })).toBe('Unsaved changes');
    expect(standingText(idle, false, { changed: true, published, live: {} })).toBe(STATUS_TEXT.changed);
    expect(STATUS_TEXT.changed).toBe('Published · changes not yet published');
    expect(standingText(idle, false, { changed: true, published: null, live: null })).toBe(STATUS_TEXT.draft);
    expect(standingText(idle, false, { changed: false, published, live: {} })).toBe(STATUS_TEXT.published);
    expect(standingText(idle, false, { changed: false, published: null, live: { data: [] } })).toBe(STATUS_TEXT.default);
    expect(standingText(idle, false, { changed: false, published: null, live: null })).toBe('New page: not saved yet');
  });
});
