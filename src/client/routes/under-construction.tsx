import { Hammer } from "lucide-react";

/** A role screen whose issue has not landed yet: the guard and layout already work around it. */
export function UnderConstruction({ title }: { title: string }) {
  return (
    <section className="mx-auto max-w-3xl">
      <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
      <div className="mt-6 flex items-start gap-3 rounded-lg border border-dashed border-border bg-muted/40 p-6 text-muted-foreground">
        <Hammer className="mt-0.5 size-5 shrink-0" aria-hidden />
        <p>This screen is being built. It will appear here in an upcoming release.</p>
      </div>
    </section>
  );
}
