import { act, cleanup, render, screen } from '@testing-library/react';
import { useCallback, useRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carryNewComponent, carryPlacedComponent, type ComponentDrop } from './drag-data';
import { useComponentDrop } from './use-component-drop';
import { type DropList, type DropPlace, stays } from './drop-place';
import { treeRows } from '../machines/page-tree';

/** The rows' components, and a column to their right holding one (the list a drop at x > 300 goes into). */
const rows = treeRows(['Banner', 'FAQ', 'Spacer'].map((title, order) => ({ name: 'heading', order, data: { title } })));
const staysPut = (from: number, place: DropPlace) => stays(rows, from, place);
const column = (x: number): DropList | null =>
  x > 300 ? { in: { parent: 7, list: 1 }, spans: [{ index: 0, top: 0, bottom: 40 }], end: 1, top: 0, left: 300, right: 400 } : null;

afterEach(cleanup);

/** Three rows 40 px tall, one under another from the top of the viewport; the place a drag would drop at is written out. */
function Rows({ onDrop, enabled = true }: { onDrop: (place: DropPlace, drop: ComponentDrop) => void; enabled?: boolean }) {
  const zone = useRef<HTMLOListElement>(null);
  const target = useCallback(() => zone.current, []);
  const spans = useCallback(
    () =>
      [...(zone.current?.children ?? [])].map((row, index) => {
        const { top, bottom } = row.getBoundingClientRect();
        return { index, top, bottom };
      }),
    [],
  );
  const shown = useComponentDrop({ target, spans, end: 3, list: column, stays: staysPut, enabled, onDrop });
  return (
    <>
      <ol ref={zone} style={{ position: 'fixed', top: 0, left: 0, margin: 0, padding: 0, width: 200, listStyle: 'none' }}>
        {['Banner', 'FAQ', 'Spacer'].map((name) => (
          <li key={name} style={{ height: 40 }}>
            {name}
          </li>
        ))}
      </ol>
      <p data-testid="shown">
        {shown
          ? `${shown.kind} at ${shown.place.at}${shown.place.in ? ` of list ${shown.place.in.list} of ${shown.place.in.parent}` : ''}, line ${shown.place.line}`
          : 'nothing'}
      </p>
    </>
  );
}

const row = (name: string) => screen.getByText(name);
/** A drag event of `type` at height `y` (and `x` across) over `target`, carrying `transfer`. */
const fire = (target: Element, type: string, transfer: DataTransfer, y: number, x = 10) =>
  act(() => {
    target.dispatchEvent(new DragEvent(type, { bubbles: true, cancelable: true, dataTransfer: transfer, clientX: x, clientY: y }));
  });
const shown = () => screen.getByTestId('shown').textContent;

describe('useComponentDrop (the browser’s own drag events, issue 37)', () => {
  it('shows where a new component would go as it crosses the rows, and adds it there at the drop', () => {
    const onDrop = vi.fn();
    render(<Rows onDrop={onDrop} />);
    const transfer = new DataTransfer();
    carryNewComponent(transfer, 'faq');
    fire(row('Banner'), 'dragenter', transfer, 5);
    expect(shown()).toBe('add at 0, line 0');
    fire(row('FAQ'), 'dragenter', transfer, 70);
    fire(row('Banner'), 'dragleave', transfer, 70);
    // Past the FAQ's middle: after it, on the gap's line.
    expect(shown()).toBe('add at 2, line 80');
    fire(row('Spacer'), 'dragover', transfer, 119);
    expect(shown()).toBe('add at 3, line 120');
    fire(row('Spacer'), 'drop', transfer, 119);
    expect(onDrop).toHaveBeenCalledWith({ at: 3, line: 120 }, { kind: 'add', name: 'faq' });
    expect(shown()).toBe('nothing');
  });

  it('counts the elements a drag enters and leaves: the place goes only when it has left them all', () => {
    render(<Rows onDrop={vi.fn()} />);
    const transfer = new DataTransfer();
    carryNewComponent(transfer, 'banner');
    fire(row('Banner'), 'dragenter', transfer, 5);
    fire(row('FAQ'), 'dragenter', transfer, 45);
    fire(row('Banner'), 'dragleave', transfer, 45);
    expect(shown()).toBe('add at 1, line 40');
    fire(row('FAQ'), 'dragleave', transfer, 500);
    expect(shown()).toBe('nothing');
  });

  it('shows no place for a move that would leave the component where it is, and drops it elsewhere', () => {
    const onDrop = vi.fn();
    render(<Rows onDrop={onDrop} />);
    const transfer = new DataTransfer();
    carryPlacedComponent(transfer, 1);
    // The move starts in this document: its index is read at the start.
    fire(row('FAQ'), 'dragstart', transfer, 60);
    fire(row('FAQ'), 'dragenter', transfer, 45);
    expect(shown()).toBe('nothing');
    fire(row('FAQ'), 'drop', transfer, 75);
    expect(onDrop).not.toHaveBeenCalled();
    fire(row('Spacer'), 'dragenter', transfer, 110);
    expect(shown()).toBe('move at 3, line 120');
    fire(row('Spacer'), 'drop', transfer, 110);
    expect(onDrop).toHaveBeenCalledWith({ at: 3, line: 120 }, { kind: 'move', from: 1 });
  });

  // Issue 37, layouts: "drag into and out of slots".
  it('puts a component dragged over a layout’s list into that list, at the place under the pointer', () => {
    const onDrop = vi.fn();
    render(<Rows onDrop={onDrop} />);
    const transfer = new DataTransfer();
    carryPlacedComponent(transfer, 1);
    fire(row('FAQ'), 'dragstart', transfer, 60);
    // Over the column (x 350): after its one component, in its list.
    fire(row('Banner'), 'dragover', transfer, 30, 350);
    expect(shown()).toBe('move at 1 of list 1 of 7, line 40');
    fire(row('Banner'), 'drop', transfer, 30, 350);
    expect(onDrop).toHaveBeenCalledWith({ at: 1, line: 40, in: { parent: 7, list: 1 }, left: 300, right: 400 }, { kind: 'move', from: 1 });
  });

  it('takes no other drag (a file, a link’s text), and nothing while the owner may not edit', () => {
    const onDrop = vi.fn();
    const { rerender } = render(<Rows onDrop={onDrop} />);
    const text = new DataTransfer();
    text.setData('text/plain', 'https://example.com/');
    fire(row('Banner'), 'dragenter', text, 5);
    fire(row('Banner'), 'drop', text, 5);
    expect(shown()).toBe('nothing');
    rerender(<Rows onDrop={onDrop} enabled={false} />);
    const faq = new DataTransfer();
    carryNewComponent(faq, 'faq');
    fire(row('Banner'), 'dragenter', faq, 5);
    fire(row('Banner'), 'drop', faq, 5);
    expect(shown()).toBe('nothing');
    expect(onDrop).not.toHaveBeenCalled();
  });

  it('forgets the place when the drag ends anywhere (cancelled with Escape, or dropped outside)', () => {
    render(<Rows onDrop={vi.fn()} />);
    const transfer = new DataTransfer();
    carryNewComponent(transfer, 'faq');
    fire(row('Banner'), 'dragenter', transfer, 5);
    expect(shown()).not.toBe('nothing');
    fire(document.body, 'dragend', transfer, 5);
    expect(shown()).toBe('nothing');
  });
});
