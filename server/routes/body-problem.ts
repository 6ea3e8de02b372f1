import type * as z from 'zod';

/** The first problem of a request body, as one sentence for the shopper. */
export function bodyProblem(error: z.ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'The request body is not valid';
  return issue.code === 'invalid_type' && issue.path.length === 0 ? 'The request body must be a JSON object' : issue.message;
}
