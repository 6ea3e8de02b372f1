import { describe, expect, it } from 'vitest';
import { clashDiff } from './clash-rows';

// Issue 37: "only a real clash asks, with a diff of the two versions" — in the owner's words.
describe('what the owner is shown of a clash', () => {
  it('names each differing field of one component by its schema titles', () => {
    const mine = { name: 'faq', order: 0, data: { title: 'Help', questions: [{ question: 'Where?', answer: 'Here' }] } };
    const theirs = {
      name: 'faq',
      order: 3,
      data: {
        title: 'Help',
        questions: [
          { question: 'Where?', answer: 'There' },
          { question: 'When?', answer: 'Now' },
        ],
      },
    };
    expect(clashDiff({ kind: 'components', mine: [mine], theirs: [theirs] })).toEqual({
      heading: 'FAQ',
      rows: [
        { where: 'Content › Questions › 1 › Answer', mine: 'Here', theirs: 'There' },
        { where: 'Content › Questions › 2 › Question', mine: '(none)', theirs: 'When?' },
        { where: 'Content › Questions › 2 › Answer', mine: '(none)', theirs: 'Now' },
      ],
    });
  });

  it('lists the components of a run both changed, and a removed one as removed', () => {
    const heading = { name: 'heading', order: 0, data: { title: 'Sale' } };
    expect(clashDiff({ kind: 'components', mine: [], theirs: [heading] })).toEqual({
      heading: 'Components in one place',
      rows: [{ where: 'Components', mine: '(removed)', theirs: 'Heading and text: Sale' }],
    });
  });

  it('names a page setting by its title', () => {
    expect(clashDiff({ kind: 'field', field: 'seo_title', mine: 'Mine', theirs: 'Theirs' })).toEqual({
      heading: 'This page’s Title in search results',
      rows: [{ where: 'Title in search results', mine: 'Mine', theirs: 'Theirs' }],
    });
  });
});
