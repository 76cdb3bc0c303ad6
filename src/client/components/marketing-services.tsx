import { Building, CalendarClock, Hammer, Home, KeyRound, Sparkles, Truck } from "lucide-react";
import type { ReactNode } from "react";
import type { ServiceType } from "../../shared/domain/services";
import { MarketingSection, SectionHeader } from "./marketing-section";

// spec 3: one card per service type a lead can tick.
const SERVICES: { type: ServiceType; icon: typeof Home; text: string }[] = [
  { type: "Airbnb", icon: KeyRound, text: "Same-day turnovers between guests: fresh linens, restocked basics, photo-checked rooms." },
  { type: "Residential", icon: Home, text: "Recurring home cleaning on a plan that fits: monthly, every other week or weekly." },
  { type: "Commercial", icon: Building, text: "Offices, retail and common areas, before opening or after hours, up to daily." },
  { type: "Move-in/Out", icon: Truck, text: "Inside cabinets, appliances and fixtures, so keys change hands on a spotless unit." },
  { type: "One-time Clean", icon: CalendarClock, text: "A single visit for an event, a listing shoot or a fresh start. No plan needed." },
  { type: "Deep Clean", icon: Sparkles, text: "Baseboards, grout, vents and the corners a regular clean skips." },
  { type: "Post Construction", icon: Hammer, text: "Dust, debris and residue cleared after renovations, ready for move-in." },
];

/** spec 2: services, anchor services. `action` fills the last card (a prompt to get in touch). */
export function MarketingServices({ action }: { action?: ReactNode }) {
  return (
    <MarketingSection id="services" aria-labelledby="services-title" className="mx-auto max-w-6xl px-4 py-20 sm:py-24">
      <SectionHeader id="services-title" eyebrow="Services" title="Every kind of clean, one standard">
        From a studio turnover to a full post-construction clean, the same vetted pros and the same checklist-driven quality.
      </SectionHeader>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {SERVICES.map(({ type, icon: Icon, text }) => (
          <li key={type} className="rounded-xl border border-border p-6">
            <Icon className="size-6 text-primary" aria-hidden />
            <h3 className="mt-4 font-semibold">{type}</h3>
            <p className="mt-2 text-sm leading-6 text-muted-foreground">{text}</p>
          </li>
        ))}
        {action && <li className="flex flex-col justify-center rounded-xl bg-accent/60 p-6">{action}</li>}
      </ul>
    </MarketingSection>
  );
}
