import { useEffect } from 'react';

type CssModule = typeof import('../sanitise/apply-store-css');
let loaded: Promise<CssModule> | null = null;

/**
 * Applies the store-wide CSS (webPageCss) and the current page's css. The CSS parser loads only
 * once some page actually has CSS, so most visits never download it.
 */
export function useStoreCss(siteCss: string, pageCss: string): void {
  useEffect(() => {
    const hasCss = siteCss.trim() !== '' || pageCss.trim() !== '';
    // Nothing to apply and nothing applied before: no need for the parser at all.
    if (!hasCss && !loaded) return;
    let current = true;
    loaded ??= import('../sanitise/apply-store-css');
    void loaded.then(({ applyStoreCss }) => {
      if (!current) return;
      applyStoreCss('site', siteCss);
      applyStoreCss('page', pageCss);
    });
    return () => {
      current = false;
    };
  }, [siteCss, pageCss]);
}
