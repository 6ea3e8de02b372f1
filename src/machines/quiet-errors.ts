import type { PageDataError } from '../../contract/page-versions';

/** What Publish says when the document has errors; it goes as soon as they do. */
export const FIX_ERRORS_NOTICE = 'Put the marked errors right before publishing';

/**
 * Errors the owner has not been shown yet: a list item just added is empty, and flagging its fields
 * before anyone typed in them tells the owner off for nothing. Its errors stay quiet until a field of
 * it is edited (that field's error shows) or Publish is pressed (every error shows).
 */
export interface QuietErrors {
  /** Pointers (into the document) of items added and not yet gone through. */
  items: readonly string[];
  /** Pointers of fields edited inside those items: their errors show. */
  touched: readonly string[];
}

export const NONE_QUIET: QuietErrors = { items: [], touched: [] };

const within = (pointer: string, item: string) => pointer === item || pointer.startsWith(`${item}/`);

/**
 * The quiet items after an edit of the field at `field` (a pointer into the document) that may have
 * added the item at `added`: an edit of a list (an item removed or moved) makes its items' places
 * unsure, so they speak again; an edit inside an item marks that field touched.
 */
export function quietAfterEdit(quiet: QuietErrors, field: string | undefined, added: string | undefined): QuietErrors {
  if (field === undefined) return NONE_QUIET;
  const items = quiet.items.filter((item) => added !== undefined || !within(item, field));
  const touched = items.some((item) => within(field, item)) && !quiet.touched.includes(field) ? [...quiet.touched, field] : quiet.touched;
  return {
    items: added === undefined ? items : [...items, added],
    touched: touched.filter((pointer) => items.some((item) => within(pointer, item))),
  };
}

/** The errors to show: all but those inside quiet items, save a touched field's. */
export function shownErrors(errors: readonly PageDataError[], quiet: QuietErrors): PageDataError[] {
  if (!quiet.items.length) return [...errors];
  return errors.filter(
    (error) => quiet.touched.some((field) => within(error.pointer, field)) || !quiet.items.some((item) => within(error.pointer, item)),
  );
}

/** The notice once the errors are `errors`: the errors notice goes when they are all put right. */
export const noticeAfter = (notice: string | null, errors: readonly PageDataError[]) =>
  notice === FIX_ERRORS_NOTICE && errors.length === 0 ? null : notice;
