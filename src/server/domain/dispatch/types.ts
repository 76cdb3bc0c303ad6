// docs/decisions/055: what every dispatch step is given.

export interface DispatchContext {
  /** For the Accept and Decline links in the offer's email. */
  publicUrl: string;
  now: Date;
}
