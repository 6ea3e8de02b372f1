import { describe, expect, it } from 'vitest';
import type { Category } from '../../../../contract/entities';
import { checkState, selectedSlugs, selectionFromSlugs, toggleCategory } from './category-selection';

const node = (slug: string, children: Category[] = []): Category => ({ name: slug, slug, avatar: null, children });
const tree = [node('staples', [node('rice', [node('basmati'), node('brown-rice')]), node('dal')]), node('snacks')];
const find = (slug: string): Category => {
  const all = (nodes: Category[]): Category[] => nodes.flatMap((n) => [n, ...all(n.children)]);
  return all(tree).find((n) => n.slug === slug) as Category;
};

describe('category selection', () => {
  it('checking a parent selects its subtree and says it with one slug', () => {
    const chosen = toggleCategory(tree, new Set(), find('rice'), true);
    expect(checkState(find('basmati'), chosen)).toBe('checked');
    expect(checkState(find('rice'), chosen)).toBe('checked');
    expect(checkState(find('staples'), chosen)).toBe('mixed');
    expect(selectedSlugs(tree, chosen)).toEqual(['rice']);
  });

  it('a parent whose children are all checked becomes checked; unchecking one makes it partial', () => {
    let chosen = toggleCategory(tree, new Set(), find('rice'), true);
    chosen = toggleCategory(tree, chosen, find('dal'), true);
    expect(checkState(find('staples'), chosen)).toBe('checked');
    expect(selectedSlugs(tree, chosen)).toEqual(['staples']);
    chosen = toggleCategory(tree, chosen, find('basmati'), false);
    expect(checkState(find('staples'), chosen)).toBe('mixed');
    expect(checkState(find('rice'), chosen)).toBe('mixed');
    expect(selectedSlugs(tree, chosen)).toEqual(['brown-rice', 'dal']);
  });

  it('reads the c parameter back, each slug with its subtree, dropping unknown slugs', () => {
    const chosen = selectionFromSlugs(tree, ['rice', 'nope', 'snacks']);
    expect(checkState(find('brown-rice'), chosen)).toBe('checked');
    expect(checkState(find('dal'), chosen)).toBe('unchecked');
    expect(selectedSlugs(tree, chosen)).toEqual(['rice', 'snacks']);
    expect(selectedSlugs(tree, selectionFromSlugs(tree, ['basmati', 'brown-rice', 'dal']))).toEqual(['staples']);
  });
});
