import { describe, expect, it } from 'vitest';
import { editorPage, pageRows } from '../machines/page-edits';
import { dropMark, type ItemBox, listUnder, outlineItems, pageSpans } from './outline-drop';

// Issue 37, "Drag from the palette onto the canvas (and onto the outline)" and layouts' "drag into and
// out of slots": a component dragged over the outline goes into the innermost layout's list under the
// pointer, where a line shows, as on the canvas.
const heading = (title: string) => ({ name: 'heading', data: { title } });
const page = editorPage({
  data: [
    heading('top'),
    { name: 'section', data: { title: 's', children: [{ name: 'columns', data: { columns: [[heading('in 1')], []] } }] } },
    heading('last'),
  ],
});
const rows = pageRows(page);
const items = outlineItems(rows);
/** Every row 20 px tall, one under the other, indented 10 px a level. */
const boxes: ItemBox[] = items.map((item, at) => ({ top: at * 20, bottom: at * 20 + 20, left: item.depth * 10, right: 300 }));
const middleOf = (id: string) => items.findIndex((item) => item.id === id) * 20 + 10;

describe('dropping onto the outline', () => {
  it('draws each layout followed by its lists’ heads and what they hold', () => {
    expect(items.map((item) => `${item.id}@${item.depth}`)).toEqual([
      '0@0',
      '1@0',
      'list:1:0@1',
      '2@1',
      'list:2:0@2',
      '3@2',
      'list:2:1@2',
      '4@0',
    ]);
  });

  it('finds the innermost list under the pointer, its components and where an empty one’s line goes', () => {
    expect(listUnder(items, rows, boxes, middleOf('0'))).toBeNull();
    expect(listUnder(items, rows, boxes, middleOf('4'))).toBeNull();
    // Over the section's own head, or the columns' row: the section's list.
    expect(listUnder(items, rows, boxes, middleOf('list:1:0'))).toMatchObject({ in: { parent: 1, list: 0 }, end: 1 });
    expect(listUnder(items, rows, boxes, middleOf('2'))).toMatchObject({
      in: { parent: 1, list: 0 },
      // The columns hold four rows: one span from their row to the empty column's head.
      spans: [{ index: 0, top: 60, bottom: 140 }],
    });
    expect(listUnder(items, rows, boxes, middleOf('3'))).toMatchObject({
      in: { parent: 2, list: 0 },
      spans: [{ index: 0, top: 100, bottom: 120 }],
    });
    expect(listUnder(items, rows, boxes, middleOf('list:2:1'))).toEqual({
      in: { parent: 2, list: 1 },
      spans: [],
      end: 0,
      top: 140,
      left: 20,
      right: 300,
    });
  });

  it('spans each of the page’s own components down to the last row it holds', () => {
    expect(pageSpans(items, rows, boxes)).toEqual([
      { index: 0, top: 0, bottom: 20 },
      { index: 1, top: 20, bottom: 140 },
      { index: 2, top: 140, bottom: 160 },
    ]);
  });

  it('marks the row the line is drawn at: before the component there, after a list’s last row, under an empty list’s head', () => {
    expect(dropMark(items, rows, { at: 1 })).toEqual({ id: '1', side: 'before' });
    expect(dropMark(items, rows, { at: 3 })).toEqual({ id: '4', side: 'after' });
    expect(dropMark(items, rows, { at: 0, in: { parent: 2, list: 1 } })).toEqual({ id: 'list:2:1', side: 'after' });
    expect(dropMark(items, rows, { at: 1, in: { parent: 2, list: 0 } })).toEqual({ id: '3', side: 'after' });
    // After the section's last component, the columns: under all they hold.
    expect(dropMark(items, rows, { at: 1, in: { parent: 1, list: 0 } })).toEqual({ id: 'list:2:1', side: 'after' });
    expect(dropMark(items, rows, { at: 0, in: { parent: 7, list: 0 } })).toBeNull();
  });
});
