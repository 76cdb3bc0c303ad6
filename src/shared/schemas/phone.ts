import { z } from "zod";
import { parsePhoneNumber, phoneTextWords, PHONE_CODE_LENGTH } from "../domain/text-messages";

/** PUT /api/phone: the number as the person types it; the server keeps it as E.164 (docs/decisions/070). */
export const phoneInputSchema = z.object({
  phone: z
    .string({ error: phoneTextWords.invalidNumber })
    .max(40, phoneTextWords.invalidNumber)
    .transform((value, ctx) => {
      const e164 = parsePhoneNumber(value);
      if (!e164) {
        ctx.addIssue({ code: "custom", message: phoneTextWords.invalidNumber });
        return z.NEVER;
      }
      return e164;
    }),
});
export type PhoneInput = z.input<typeof phoneInputSchema>;

/** POST /api/phone/verify: the 6 digits from the text (spaces a phone's autofill may add are dropped). */
export const phoneCodeSchema = z.object({
  code: z
    .string({ error: phoneTextWords.codeShape })
    .transform((value) => value.replace(/\s/g, ""))
    .pipe(z.string().regex(new RegExp(`^\\d{${PHONE_CODE_LENGTH}}$`), phoneTextWords.codeShape)),
});
export type PhoneCodeInput = z.input<typeof phoneCodeSchema>;
