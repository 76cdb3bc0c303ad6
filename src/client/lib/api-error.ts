/** An error answer of our API, with the server's code and message (docs/decisions/017). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Seconds to wait before trying again, from a 429's Retry-After (decision 028). */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
  }
}

const FALLBACK_MESSAGE = "Something went wrong. Please try again.";

/** Every error of our API, /api/auth included, is { error: { code, message } } (docs/decisions/017). */
export async function toApiError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
  const retryAfter = Number(response.headers?.get("Retry-After") ?? "");
  return new ApiError(
    response.status,
    body?.error?.code ?? String(response.status),
    body?.error?.message ?? FALLBACK_MESSAGE,
    retryAfter > 0 ? retryAfter : null,
  );
}

export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : FALLBACK_MESSAGE;
}
