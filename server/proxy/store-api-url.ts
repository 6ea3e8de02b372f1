/** STORE_API_URL: the origin of the store whose API the storefront fronts (http or https, no path, query or credentials). */
export function storeApiUrl(value: string | undefined): string {
  let url: URL;
  try {
    url = new URL(value ?? '');
  } catch {
    throw new Error(`STORE_API_URL must be the store's address, such as https://shop.example.in, not "${value ?? ''}"`);
  }
  if (!/^https?:$/.test(url.protocol) || url.username || url.password || url.search || url.hash || url.pathname !== '/') {
    throw new Error(`STORE_API_URL must be an http(s) origin without a path, query or credentials, not "${value}"`);
  }
  return url.origin;
}
