import { BellRing, Camera, ClipboardCheck, Headphones, RefreshCcw, ShieldCheck, UserRound, Zap } from "lucide-react";
import { MarketingSection, SectionHeader } from "./marketing-section";

// spec 1: the product's claims, where a visitor reads them.
const BENEFITS = [
  { icon: Zap, title: "Auto-assignment", text: "No phone tag. The right available cleaner is matched to every job automatically." },
  { icon: BellRing, title: "Real-time updates", text: "Know when your cleaner is on the way, on site and done, by SMS, email and push." },
  {
    icon: Camera,
    title: "Before/after photos",
    text: "Photo proof of every room, kept with the job for owners, guests and peace of mind.",
  },
  { icon: ClipboardCheck, title: "Digital checklists", text: "Your standard, room by room, checked off on the job every single time." },
  {
    icon: ShieldCheck,
    title: "Quality assurance",
    text: "Vetted, insured cleaners, ratings after every clean and spot checks keep the bar high.",
  },
  { icon: Headphones, title: "24/7 support", text: "Real people on call around the clock, including for the 2 a.m. checkout." },
  {
    icon: RefreshCcw,
    title: "100% satisfaction guarantee",
    text: "Not right? We come back and re-clean for free. No setup fees, cancel anytime.",
  },
  {
    icon: UserRound,
    title: "Dedicated account manager",
    text: "High-volume clients get one person who knows every unit in their portfolio.",
  },
];

const STATS = [
  { value: "99.8%", label: "on-time completion" },
  { value: "10+ hours", label: "saved every week" },
  { value: "$0", label: "setup fees" },
  { value: "24/7", label: "support" },
];

/** spec 2: benefits, anchor benefits. */
export function MarketingBenefits() {
  return (
    <MarketingSection id="benefits" aria-labelledby="benefits-title" className="bg-muted/60">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:py-24">
        <SectionHeader id="benefits-title" eyebrow="Why Tidyline" title="Built for people who manage properties">
          Hosts, landlords and property managers use Tidyline to stop chasing cleaners and start trusting the result.
        </SectionHeader>
        <dl className="mx-auto mt-12 grid max-w-4xl grid-cols-2 gap-4 text-center lg:grid-cols-4">
          {STATS.map((stat) => (
            <div key={stat.label} className="flex flex-col-reverse rounded-xl bg-background p-5 shadow-sm">
              <dt className="mt-1 text-sm text-muted-foreground">{stat.label}</dt>
              <dd className="text-2xl font-bold tracking-tight text-primary sm:text-3xl">{stat.value}</dd>
            </div>
          ))}
        </dl>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {BENEFITS.map(({ icon: Icon, title, text }) => (
            <li key={title} className="rounded-xl bg-background p-6 shadow-sm">
              <span className="flex size-10 items-center justify-center rounded-lg bg-accent text-accent-foreground">
                <Icon className="size-5" aria-hidden />
              </span>
              <h3 className="mt-4 font-semibold">{title}</h3>
              <p className="mt-2 text-sm leading-6 text-muted-foreground">{text}</p>
            </li>
          ))}
        </ul>
      </div>
    </MarketingSection>
  );
}
