import * as z from 'zod/mini';

/**
 * GET /s/api/check/pincode/{pincode} (spec section 7: success reloads the page, so its body is ours):
 * the pincode now kept for the visitor, its city and a line to show.
 */
export const PincodeAnswerSchema = z.object({ pincode: z.string(), city: z.string(), message: z.string() });
export type PincodeAnswer = z.infer<typeof PincodeAnswerSchema>;
