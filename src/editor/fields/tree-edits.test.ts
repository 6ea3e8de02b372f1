import { describe, expect, it } from 'vitest';
import { addNode, indentNode, moveAmongSiblings, nodeAt, outdentNode, removeNode } from './tree-edits';

// Issue 22, item 1: the header and footer navigation trees: add, nest, reorder.
const item = (name: string, children: unknown[] = []) => ({ name, children });
const names = (tree: unknown[]): unknown =>
  tree.map((node) => {
    const { name, children } = node as { name: string; children: unknown[] };
    return children.length ? [name, names(children)] : name;
  });
const tree = [item('Home'), item('Fruits', [item('Apples'), item('Mangoes')]), item('About')];

describe('tree edits', () => {
  it('finds a node by its path', () => {
    expect(nodeAt(tree, [1, 1])).toEqual(item('Mangoes'));
    expect(nodeAt(tree, [5])).toBeUndefined();
    expect(nodeAt(tree, [0, 3])).toBeUndefined();
  });

  it('moves a node among its siblings, at the top and inside a group', () => {
    expect(names(moveAmongSiblings(tree, [2], 0))).toEqual(['About', 'Home', ['Fruits', ['Apples', 'Mangoes']]]);
    expect(names(moveAmongSiblings(tree, [1, 1], 0))).toEqual(['Home', ['Fruits', ['Mangoes', 'Apples']], 'About']);
    expect(names(moveAmongSiblings(tree, [0], 9))).toEqual(names(tree));
  });

  it('nests a node under the one before it, and moves it back out after its parent', () => {
    const nested = indentNode(tree, [2])!;
    expect(names(nested.tree)).toEqual(['Home', ['Fruits', ['Apples', 'Mangoes', 'About']]]);
    expect(nested.path).toEqual([1, 2]);
    const out = outdentNode(nested.tree, [1, 0])!;
    expect(names(out.tree)).toEqual(['Home', ['Fruits', ['Mangoes', 'About']], 'Apples']);
    expect(out.path).toEqual([2]);
    expect(indentNode(tree, [0])).toBeNull();
    expect(outdentNode(tree, [1])).toBeNull();
  });

  it('adds and removes nodes, leaving the original tree as it was', () => {
    expect(names(addNode(tree, [1], item('Bananas')))).toEqual(['Home', ['Fruits', ['Apples', 'Mangoes', 'Bananas']], 'About']);
    expect(names(addNode(tree, [], item('Offers')))).toEqual(['Home', ['Fruits', ['Apples', 'Mangoes']], 'About', 'Offers']);
    expect(names(removeNode(tree, [1, 0]))).toEqual(['Home', ['Fruits', ['Mangoes']], 'About']);
    expect(names(tree)).toEqual(['Home', ['Fruits', ['Apples', 'Mangoes']], 'About']);
  });
});
