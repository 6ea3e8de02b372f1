import { AA_TEXT, contrastRatio } from '../../../contract/colour-contrast';

export { AA_TEXT };

/** The pairs of the theme's colours the store sets text in: [text, background, where]. */
export const TEXT_PAIRS: readonly (readonly [string, string, string])[] = [
  ['text', 'background', 'Text on the page'],
  ['muted', 'background', 'Muted text on the page'],
  ['text', 'surface', 'Text on cards and panels'],
  ['primary-contrast', 'primary', 'Text on buttons and the header'],
  ['primary', 'background', 'Links on the page'],
];

/** One pair of the theme's colours whose text falls below AA. */
export interface ContrastProblem {
  where: string;
  text: string;
  background: string;
  ratio: number;
}

/** The theme's text pairs that fall below WCAG AA (pairs with a colour missing or not hex are skipped). */
export function contrastProblems(colours: Readonly<Record<string, string | undefined>>): ContrastProblem[] {
  return TEXT_PAIRS.flatMap(([text, background, where]) => {
    const ratio = contrastRatio(colours[text] ?? '', colours[background] ?? '');
    return ratio !== null && ratio < AA_TEXT ? [{ where, text, background, ratio }] : [];
  });
}
