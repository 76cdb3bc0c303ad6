import { CheckCircle2 } from "lucide-react";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { formatPhoneNumber, PHONE_CODE_LENGTH, phoneTextWords } from "../../../shared/domain/text-messages";
import { QueryState } from "../../components/load-states";
import { Badge } from "../../components/ui/badge";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { ConfirmDialog } from "../../components/ui/confirm-dialog";
import { TextField } from "../../components/ui/field";
import { failureText } from "../../lib/api-error";
import { toastFailure } from "../../lib/error-toast";
import { usePhone, useRemovePhone, useSavePhone, useSendPhoneCode, useVerifyPhone, type PhoneState } from "./api";

/**
 * /profile → Text messages (docs/decisions/070): the number texts go to, proved with a code, and
 * STOP's state. `suggestedNumber`: the profile's phone, offered when no number is set yet.
 */
export function PhoneSection({ suggestedNumber }: { suggestedNumber?: string | null }) {
  const query = usePhone();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Text messages</CardTitle>
        <CardDescription>Texts go only to a mobile number you verify with a code. Message and data rates may apply.</CardDescription>
      </CardHeader>
      <CardContent>
        <QueryState query={query} loadFailed="Could not load your phone number.">
          {(state) => <PhoneBody state={state} suggestedNumber={suggestedNumber ?? null} />}
        </QueryState>
      </CardContent>
    </Card>
  );
}

function PhoneBody({ state, suggestedNumber }: { state: PhoneState; suggestedNumber: string | null }) {
  const [changing, setChanging] = useState(false);
  if (!state.texts.available) return <p className="text-sm text-muted-foreground">{phoneTextWords.unavailable}</p>;
  const phone = state.phone;
  if (!phone || changing) return <NumberForm current={phone?.e164 ?? null} suggested={suggestedNumber} onDone={() => setChanging(false)} />;
  const number = formatPhoneNumber(phone.e164);
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-base font-medium" aria-label={`Your number: ${number}`}>
          {number}
        </span>
        {phone.verifiedAt ? (
          <Badge className="bg-green-100 text-green-800">
            <CheckCircle2 className="size-3.5" aria-hidden />
            Verified
          </Badge>
        ) : (
          <Badge className="bg-yellow-100 text-yellow-900">Not verified</Badge>
        )}
      </div>
      {phone.stoppedAt && (
        <p role="status" className="rounded-md border border-border bg-muted p-3 text-sm">
          {phoneTextWords.stopped(state.texts.from ?? "")}
        </p>
      )}
      {!phone.verifiedAt && !phone.stoppedAt && <VerifyForm pending={phone.pendingCode} />}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Button variant="outline" onClick={() => setChanging(true)}>
          Change number
        </Button>
        <RemoveButton number={number} />
      </div>
    </div>
  );
}

/** The number as the person types it; Send code saves it and texts a code to it at once. */
function NumberForm({ current, suggested, onDone }: { current: string | null; suggested: string | null; onDone: () => void }) {
  const [value, setValue] = useState(current ? formatPhoneNumber(current) : (suggested ?? ""));
  const [error, setError] = useState<string>();
  const save = useSavePhone();
  const send = useSendPhoneCode();
  const pending = save.isPending || send.isPending;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      const saved = await save.mutateAsync({ phone: value });
      if (!saved.phone?.verifiedAt && !saved.phone?.stoppedAt) {
        await send.mutateAsync(undefined);
        toast.success("Code sent", { description: "Enter the code from the text below." });
      }
      onDone();
    } catch (failure) {
      setError(failureText(failure));
    }
  };

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <TextField
        className="sm:max-w-xs"
        label="Mobile number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="(415) 555-0123"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        error={error}
      />
      <div className="flex gap-2">
        <Button type="submit" disabled={pending || value.trim() === ""}>
          Send code
        </Button>
        {current && (
          <Button variant="outline" onClick={onDone} disabled={pending}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}

/** The 6 digits from the text; a phone offers them from the text itself (one-time-code). */
function VerifyForm({ pending }: { pending: { expiresAt: string; triesLeft: number } | null }) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string>();
  const verify = useVerifyPhone();
  const send = useSendPhoneCode();

  // Awaited, not mutate's callbacks: a right code replaces this form, and TanStack Query calls no
  // callback of a component gone from the page (the toast would be lost).
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    try {
      await verify.mutateAsync({ code });
      toast.success("Phone number verified");
    } catch (failure) {
      setError(failureText(failure));
      setCode("");
    }
  };
  const sendAgain = () => {
    setError(undefined);
    send.mutate(undefined, {
      onSuccess: () => toast.success("Code sent", { description: "Enter the code from the text below." }),
      onError: (failure) => toastFailure(failure, "Could not send the code"),
    });
  };

  if (!pending && !error)
    return (
      <div className="flex flex-col gap-2">
        <p className="text-sm text-muted-foreground">Verify this number to receive texts.</p>
        <Button className="self-start" onClick={sendAgain} disabled={send.isPending}>
          Send code
        </Button>
      </div>
    );
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex flex-col gap-3">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <TextField
          className="sm:max-w-48"
          label="Code from the text"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9]*"
          maxLength={PHONE_CODE_LENGTH + 2}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={error}
          description={
            !error && pending
              ? `${pending.triesLeft} ${pending.triesLeft === 1 ? "try" : "tries"} left. The code expires in 10 minutes.`
              : undefined
          }
        />
        <Button type="submit" disabled={verify.isPending || code.replace(/\s/g, "").length !== PHONE_CODE_LENGTH}>
          Verify
        </Button>
      </div>
      <Button variant="link" className="self-start px-0" onClick={sendAgain} disabled={send.isPending}>
        Send a new code
      </Button>
    </form>
  );
}

function RemoveButton({ number }: { number: string }) {
  const [open, setOpen] = useState(false);
  const remove = useRemovePhone();
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)}>
        Remove
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Remove this number?"
        description={`No more texts will go to ${number}.`}
        confirmLabel="Remove number"
        destructive
        pending={remove.isPending}
        onConfirm={() =>
          void remove.mutateAsync(undefined).then(
            () => toast.success("Phone number removed"),
            (failure: unknown) => toastFailure(failure, "Could not remove the number"),
          )
        }
      />
    </>
  );
}
