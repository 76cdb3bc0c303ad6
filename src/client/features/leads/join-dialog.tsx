import { BriefcaseBusiness, CheckCircle2, Home } from "lucide-react";
import { useEffect, useState } from "react";
import { leadMessages, type LeadSubmissionStatus } from "../../../shared/schemas/lead";
import { Button } from "../../components/ui/button";
import { Dialog, DialogClose, DialogContent } from "../../components/ui/dialog";
import { cn } from "../../lib/cn";
import { JOIN_RESET_DELAY_MS, type JoinStart, type JoinStep } from "./join-steps";
import { LeadForm } from "./lead-form";

const TITLES: Record<JoinStep, string> = {
  chooser: "Join Tidyline",
  client: "Client Information",
  cleaner: "Cleaner Information",
  success: "Thank you!",
};

const DESCRIPTIONS: Record<Exclude<JoinStep, "success">, string> = {
  chooser: "We're opening city by city. Tell us who you are and we'll save your spot on the early-access list.",
  client: "Tell us about your properties and the cleaning you need. We'll reach out before launch in your city.",
  cleaner: "Tell us about your experience and the work you offer. Vetted, insured cleaners get first pick of jobs.",
};

/** spec 2 and 4: role chooser, a role's form, then the thank-you screen. Loaded on first Join Now. */
export default function JoinDialog({
  open,
  start,
  onOpenChange,
}: {
  open: boolean;
  start: JoinStart;
  onOpenChange: (open: boolean) => void;
}) {
  const [step, setStep] = useState<JoinStep>(start);
  const [outcome, setOutcome] = useState<LeadSubmissionStatus>("created");
  const [shown, setShown] = useState({ open, start });
  // What a closing dialog shows while it fades out: the step it was closed on, however long the
  // fade takes on a busy device, so the chooser never flashes inside it.
  const [closedOn, setClosedOn] = useState<JoinStep>(start);

  // Each opening starts at the step asked for, from the first frame (state adjusted while
  // rendering, as React advises, rather than in an effect one paint later).
  if (shown.open !== open || shown.start !== start) {
    setShown({ open, start });
    if (open) setStep(start);
    else setClosedOn(step);
  }

  useEffect(() => {
    if (open) return;
    // Closed: back to the chooser after the fade (spec 9), not while it is still on screen.
    const timer = window.setTimeout(() => setStep("chooser"), JOIN_RESET_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open]);
  const visible = open ? step : closedOn;

  const description =
    visible === "success"
      ? outcome === "created"
        ? leadMessages.created.message
        : leadMessages.alreadyRegistered.message
      : DESCRIPTIONS[visible];

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={TITLES[visible]}
        description={description}
        className={cn(visible === "client" || visible === "cleaner" ? "max-w-2xl" : "max-w-lg")}
      >
        {visible === "chooser" && <RoleChooser onChoose={setStep} />}
        {(visible === "client" || visible === "cleaner") && (
          <LeadForm
            key={visible}
            role={visible}
            onBack={() => setStep("chooser")}
            onSubmitted={(status) => {
              setOutcome(status);
              setStep("success");
            }}
          />
        )}
        {visible === "success" && (
          <div className="flex flex-col items-center gap-4 py-2 text-center">
            <CheckCircle2 className="size-12 text-primary" aria-hidden />
            <p className="text-sm text-muted-foreground">Keep an eye on your inbox: launch news for your city comes there first.</p>
            <DialogClose asChild>
              <Button className="w-full sm:w-auto">Done</Button>
            </DialogClose>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

const ROLES = [
  { step: "client", title: "I am a Client", text: "I need cleaning services", icon: Home },
  { step: "cleaner", title: "I am a Cleaner", text: "I offer cleaning services", icon: BriefcaseBusiness },
] as const;

function RoleChooser({ onChoose }: { onChoose: (step: JoinStep) => void }) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {ROLES.map(({ step, title, text, icon: Icon }) => (
        <button
          key={step}
          type="button"
          onClick={() => onChoose(step)}
          className="flex flex-col items-start gap-3 rounded-lg border border-border p-5 text-left transition-colors hover:border-primary hover:bg-accent/40 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span className="flex size-10 items-center justify-center rounded-full bg-accent text-accent-foreground">
            <Icon className="size-5" aria-hidden />
          </span>
          <span className="font-semibold">{title}</span>
          <span className="text-sm text-muted-foreground">{text}</span>
        </button>
      ))}
    </div>
  );
}
