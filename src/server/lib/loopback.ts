/**
 * Loopback names: this machine only. Outside production the server listens only on these
 * (env.ts), and the local mailbox answers only requests addressed to them (docs/decisions/016).
 */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[(.*)\]$/, "$1");
  return name === "localhost" || name === "::1" || /^127(\.\d{1,3}){3}$/.test(name);
}

/**
 * True when the request was addressed to a loopback name (its Host header, any port). A page on
 * another site that rebinds its own name to 127.0.0.1 still sends its own name as Host, so it
 * cannot read what only this machine should see (the reset links in /dev/mailbox).
 */
export function isAddressedToLoopback(requestUrl: string): boolean {
  return isLoopbackHost(new URL(requestUrl).hostname);
}
