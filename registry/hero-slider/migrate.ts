/** Version-1 hero sliders listed bare image URLs under `images`; later versions use `slides`. */
export function migrate(data: unknown, fromVersion: number): unknown {
  if (fromVersion >= 2 || !data || typeof data !== 'object') return data;
  const { images, ...rest } = data as { images?: unknown; slides?: unknown };
  if (rest.slides !== undefined || !Array.isArray(images)) return data;
  return { ...rest, slides: images.filter((i): i is string => typeof i === 'string').map((image) => ({ image })) };
}
