import { useEffect, useMemo, useState } from 'react';
import type { ComponentWeights } from '../../../contract/component-weights';
import type { PageData } from '../../../contract/page-data';
import type { EditorComponent } from '../../machines/page-edits';
import type { CanvasLayout } from '../canvas/canvas-messages';
import { imagesOf, type PageWeight, weighPage } from './page-weight';

/** A phone's screen: what shows before scrolling (the viewport of the store's phone checks, 390 × 844). */
const PHONE_FOLD = 844;
/** Written by `npm run build` (scripts/component-weights.ts) beside the editor's own files. */
const WEIGHTS_URL = '/editor/assets/component-weights.json';

let weightsOnce: Promise<ComponentWeights | null> | null = null;
const loadWeights = () =>
  (weightsOnce ??= fetch(WEIGHTS_URL).then(
    (res) => (res.ok ? (res.json() as Promise<ComponentWeights>) : null),
    () => null,
  ));

const imageSizes = new Map<string, Promise<number>>();
/** An image's bytes as a browser is served it (WebP where the store has it), measured once per address. */
function imageSize(url: string): Promise<number> {
  let size = imageSizes.get(url);
  if (!size) {
    const accept = { accept: 'image/avif,image/webp,image/*,*/*;q=0.8' };
    size = fetch(url, { method: 'HEAD', headers: accept })
      .then(async (res) => {
        const length = Number(res.headers.get('content-length'));
        if (res.ok && length > 0) return length;
        const full = await fetch(url, { headers: accept });
        return full.ok ? (await full.blob()).size : 0;
      })
      .catch(() => 0);
    imageSizes.set(url, size);
  }
  return size;
}

/**
 * The open page's weight, kept up to date as it changes: the build's figures (null until loaded, or
 * when the store has not been built), its images measured as they appear, and which components sit
 * above the fold on a phone (measured on the canvas at phone width, else the first two).
 */
export function usePageWeight(page: PageData | null, layout: CanvasLayout | null): PageWeight | null {
  const [weights, setWeights] = useState<ComponentWeights | null>(null);
  const [sizes, setSizes] = useState<ReadonlyMap<string, number>>(new Map());
  const [phoneLayout, setPhoneLayout] = useState<CanvasLayout | null>(null);
  useEffect(() => void loadWeights().then(setWeights), []);
  useEffect(() => {
    if (layout && layout.width <= 420) setPhoneLayout(layout);
  }, [layout]);
  const urls = useMemo(() => [...new Set((page?.data ?? []).flatMap((c) => imagesOf(c)))], [page]);
  useEffect(() => {
    let live = true;
    void Promise.all(urls.map(async (url) => [url, await imageSize(url)] as const)).then((measured) => live && setSizes(new Map(measured)));
    return () => {
      live = false;
    };
  }, [urls]);
  return useMemo(() => {
    if (!weights || !page) return null;
    const visible = page.data.flatMap((c, index) => ((c as EditorComponent).hidden ? [] : [index]));
    const aboveFold = new Set(
      phoneLayout ? phoneLayout.slots.filter((slot) => slot.top < PHONE_FOLD).map((slot) => slot.index) : visible.slice(0, 2),
    );
    return weighPage(page, weights, sizes, aboveFold);
  }, [weights, page, sizes, phoneLayout]);
}
