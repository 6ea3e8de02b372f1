/** The boot payload a served page inlines, parsed; throws when the page has none. */
export function bootOf(html: string) {
  const match = /<script type="application\/json" id="boot">([\s\S]*?)<\/script>/.exec(html);
  if (!match) throw new Error('no boot payload');
  return JSON.parse(match[1] as string);
}
