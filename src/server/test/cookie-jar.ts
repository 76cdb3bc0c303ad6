/** One Set-Cookie header, split into its name, value and attributes (names lower-cased). */
export interface SetCookie {
  name: string;
  value: string;
  attributes: Map<string, string>;
}

export function parseSetCookie(header: string): SetCookie {
  const [pair = "", ...parts] = header.split(";");
  const separator = pair.indexOf("=");
  const attributes = new Map<string, string>();
  for (const part of parts) {
    const [key = "", ...rest] = part.split("=");
    attributes.set(key.trim().toLowerCase(), rest.join("=").trim());
  }
  return { name: pair.slice(0, separator).trim(), value: pair.slice(separator + 1).trim(), attributes };
}

/**
 * What a browser keeps between requests to one site. Enough for our server: no paths or
 * domains to match, but deletions (Max-Age=0, an expiry in the past) are honoured.
 */
export class CookieJar {
  private readonly cookies = new Map<string, string>();

  store(response: Response): void {
    for (const header of response.headers.getSetCookie()) {
      const { name, value, attributes } = parseSetCookie(header);
      const maxAge = attributes.get("max-age");
      const expires = attributes.get("expires");
      const expired = (maxAge !== undefined && Number(maxAge) <= 0) || (expires !== undefined && Date.parse(expires) <= Date.now());
      if (expired || value === "") this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  get(name: string): string | undefined {
    return this.cookies.get(name);
  }

  set(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  /** The Cookie request header, or undefined when the jar is empty. */
  header(): string | undefined {
    if (this.cookies.size === 0) return undefined;
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }
}
