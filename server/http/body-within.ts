/** An answer's body, read to at most `limit` bytes; past it, an error (the call then counts as unanswered), and the rest is never held in memory. */
export async function bodyWithin(answer: Response, limit: number): Promise<Buffer> {
  const declared = Number(answer.headers.get('content-length'));
  if (declared > limit) throw new Error(`the answer is over ${limit} bytes`);
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = answer.body?.getReader();
  for (let read = await reader?.read(); read && !read.done; read = await reader?.read()) {
    size += read.value.byteLength;
    if (size > limit) {
      await reader?.cancel();
      throw new Error(`the answer is over ${limit} bytes`);
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks);
}
