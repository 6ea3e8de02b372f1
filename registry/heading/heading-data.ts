/** Data of the heading component. */
export interface HeadingData {
  title: string;
  text?: string;
  /** Heading level 1–3; 2 by default. */
  level?: 1 | 2 | 3;
  align?: 'left' | 'center' | 'right';
}

/** JSON pointer of the first problem in heading data, or null. */
export function checkHeadingData(data: unknown): string | null {
  if (!data || typeof data !== 'object' || Array.isArray(data)) return '';
  const d = data as Record<string, unknown>;
  if (typeof d.title !== 'string') return '/title';
  if (d.text !== undefined && typeof d.text !== 'string') return '/text';
  if (d.level !== undefined && d.level !== 1 && d.level !== 2 && d.level !== 3) return '/level';
  if (d.align !== undefined && d.align !== 'left' && d.align !== 'center' && d.align !== 'right') return '/align';
  return null;
}
