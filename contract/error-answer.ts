import * as z from 'zod/mini';

/**
 * Every refusal of the reference server (4xx and 5xx): `{message}`, the text to show. The storefront
 * also reads a bare string, `msg` or `error` (spec section 8), as other stores send those.
 */
export const ErrorAnswerSchema = z.object({ message: z.string() });
export type ErrorAnswer = z.infer<typeof ErrorAnswerSchema>;
