/** An error answer of our API, with the server's code and message (docs/decisions/017). */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const FALLBACK_MESSAGE = "Something went wrong. Please try again.";

/** Every error of our API, /api/auth included, is { error: { code, message } } (docs/decisions/017). */
export async function toApiError(response: Response): Promise<ApiError> {
  const body = (await response.json().catch(() => null)) as { error?: { code?: string; message?: string } } | null;
  return new ApiError(response.status, body?.error?.code ?? String(response.status), body?.error?.message ?? FALLBACK_MESSAGE);
}

export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message ? error.message : FALLBACK_MESSAGE;
}
