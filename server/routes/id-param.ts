/** A row id from a path parameter (1–9 digits), or null for anything else (the route answers 404). */
export const idParam = (param: string): number | null => (/^\d{1,9}$/.test(param) ? Number(param) : null);
