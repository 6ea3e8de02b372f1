import { cleanup, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CanvasLayout, CanvasViolation } from './canvas-messages';
import { usePageChecks } from './use-page-checks';

afterEach(cleanup);

/** Paragraphs enough for a check of about half a second here. */
const LONG = 3_000;

const PIXEL = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';

/** A store page of an image that may lack its alt text, then `long` paragraphs (a long page takes axe a while). */
function Page({
  active,
  alt,
  long = 0,
  onChecked,
}: {
  active: boolean;
  alt?: string;
  long?: number;
  onChecked: (v: CanvasViolation[], l: CanvasLayout) => void;
}) {
  usePageChecks(active, onChecked);
  return (
    <main className="store-content">
      <h1>Today</h1>
      {/* As the canvas marks them: a layout on the page (flat index 0, place 0) holding the image's component (flat index 1). */}
      <div data-editor-index="0" data-editor-top="0">
        <section>
          <div data-editor-index="1" data-editor-parent="0" data-editor-list="0" data-editor-at="0">
            <img src={PIXEL} width={40} height={40} alt={alt} />
          </div>
        </section>
      </div>
      {Array.from({ length: long }, (_, index) => (
        <p key={index}>Fresh from the farm, {index}</p>
      ))}
    </main>
  );
}

const rules = (violations: CanvasViolation[]) => violations.map((violation) => violation.id);

describe('usePageChecks (axe in a real Chromium, issue 22)', () => {
  it('checks the page once it has settled, places each problem in its component, and checks again after a change', async () => {
    const onChecked = vi.fn<(v: CanvasViolation[], l: CanvasLayout) => void>();
    const { rerender } = render(<Page active onChecked={onChecked} />);
    await vi.waitFor(() => expect(onChecked).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    const [violations, layout] = onChecked.mock.calls[0] as [CanvasViolation[], CanvasLayout];
    expect(rules(violations)).toContain('image-alt');
    // The problem is the innermost component's; the layout reports the page's own components' places.
    expect(violations.find((violation) => violation.id === 'image-alt')?.nodes[0]).toMatchObject({ index: 1, area: 'component' });
    expect(layout.slots.map((slot) => slot.index)).toEqual([0]);

    rerender(<Page active alt="A basket of mangoes" onChecked={onChecked} />);
    await vi.waitFor(() => expect(onChecked).toHaveBeenCalledTimes(2), { timeout: 10_000 });
    expect(rules(onChecked.mock.calls[1]?.[0] ?? [])).not.toContain('image-alt');
  });

  it('starts no check while a component is dragged, and checks the page once the drag is over', async () => {
    const onChecked = vi.fn<(v: CanvasViolation[], l: CanvasLayout) => void>();
    const { rerender } = render(<Page active={false} onChecked={onChecked} />);
    // Well past the time a settled page waits (0.7 s).
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(onChecked).not.toHaveBeenCalled();
    rerender(<Page active onChecked={onChecked} />);
    await vi.waitFor(() => expect(onChecked).toHaveBeenCalledTimes(1), { timeout: 10_000 });
    expect(rules(onChecked.mock.calls[0]?.[0] ?? [])).toContain('image-alt');
  });

  it('drops the result of a check a drag interrupts, then checks the page again', async () => {
    const onChecked = vi.fn<(v: CanvasViolation[], l: CanvasLayout) => void>();
    const { rerender } = render(<Page active long={LONG} onChecked={onChecked} />);
    // Past the 0.7 s the page must settle: axe is at work on the long page when the drag starts.
    await new Promise((resolve) => setTimeout(resolve, 800));
    rerender(<Page active={false} long={LONG} onChecked={onChecked} />);
    const dropped = performance.now();
    rerender(<Page active long={LONG} onChecked={onChecked} />);
    const when: number[] = [];
    onChecked.mockImplementation(() => when.push(performance.now() - dropped));
    await vi.waitFor(() => expect(onChecked).toHaveBeenCalledTimes(1), { timeout: 45_000 });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(onChecked).toHaveBeenCalledTimes(1);
    expect(when[0]).toBeGreaterThan(700);
    expect(rules(onChecked.mock.calls[0]?.[0] ?? [])).toContain('image-alt');
    // Two checks of a long page: about 6 s alone here, and several times that on a 2-core CI machine running every suite at once.
  }, 60_000);
});
