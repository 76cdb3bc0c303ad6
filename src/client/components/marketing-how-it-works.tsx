import { Building2, CalendarCheck2, Sparkles, Star } from "lucide-react";
import { MarketingSection, SectionHeader } from "./marketing-section";

const STEPS = [
  {
    icon: Building2,
    title: "Tell us about your properties",
    text: "Add each unit once: address, size, access notes and the checklist you expect done.",
  },
  {
    icon: CalendarCheck2,
    title: "Book a clean or pick a plan",
    text: "Choose a date and a two-hour window, or a monthly plan that keeps recurring cleans on the calendar.",
  },
  {
    icon: Sparkles,
    title: "We auto-assign a vetted pro",
    text: "Our AI matching offers the job to insured local cleaners; most jobs are claimed within 24 hours.",
  },
  {
    icon: Star,
    title: "Track it, rate it, relax",
    text: "Follow progress in real time, get before/after photos and the finished checklist, then rate the clean.",
  },
];

/** spec 2: the four-step how-it-works, anchor how-it-works. */
export function MarketingHowItWorks() {
  return (
    <MarketingSection id="how-it-works" aria-labelledby="how-it-works-title" className="mx-auto max-w-6xl px-4 py-20 sm:py-24">
      <SectionHeader id="how-it-works-title" eyebrow="Four steps" title="How it works">
        From first booking to five-star review, every clean follows the same simple path.
      </SectionHeader>
      <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {STEPS.map(({ icon: Icon, title, text }, index) => (
          <li key={title} className="relative flex flex-col rounded-xl border border-border bg-card p-6 shadow-sm">
            <div className="flex items-center justify-between">
              <span className="flex size-10 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                {index + 1}
              </span>
              <Icon className="size-6 text-primary" aria-hidden />
            </div>
            <h3 className="mt-5 text-lg font-semibold">{title}</h3>
            <p className="mt-2 text-sm leading-6 text-muted-foreground">{text}</p>
          </li>
        ))}
      </ol>
    </MarketingSection>
  );
}
