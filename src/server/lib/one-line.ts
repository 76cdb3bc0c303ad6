// decision 028: text that goes into a mail header (a subject) or stands for what someone typed
// stays on one line: a line break cannot start a header or a fake paragraph. The outbox applies it
// to every subject; domain/emails applies it to user text in bodies.

/** C0 and C1 control characters (line breaks and tabs among them) and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex
const CONTROLS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/** Control characters and line breaks become one space; trimmed. */
export function oneLine(value: string | null | undefined): string {
  return (value ?? "").replace(CONTROLS, " ").replace(/ {2,}/g, " ").trim();
}
