/**
 * The security baseline's response headers (docs/architecture.md section 5), computed once: what
 * `hono/secure-headers` sent with our options, header for header. Every answer carries them, over
 * any value a route set itself (docs/decisions/052).
 */
export function securityHeaders({ production }: { production: boolean }): [name: string, value: string][] {
  const contentSecurityPolicy = [
    "default-src 'self'",
    "script-src 'self'",
    // Radix and sonner set styles at run time; scripts stay strict (docs/decisions/004).
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    // The push service worker (docs/decisions/069), from this site only.
    "worker-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join("; ");
  return [
    ["Cross-Origin-Resource-Policy", "same-origin"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Origin-Agent-Cluster", "?1"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    // HTTPS only in production: a browser told so would refuse plain http://localhost afterwards.
    ...(production ? [["Strict-Transport-Security", "max-age=31536000; includeSubDomains"] as [string, string]] : []),
    ["X-Content-Type-Options", "nosniff"],
    ["X-DNS-Prefetch-Control", "off"],
    ["X-Download-Options", "noopen"],
    ["X-Frame-Options", "DENY"],
    ["X-Permitted-Cross-Domain-Policies", "none"],
    ["X-XSS-Protection", "0"],
    ["Content-Security-Policy", contentSecurityPolicy],
  ];
}
