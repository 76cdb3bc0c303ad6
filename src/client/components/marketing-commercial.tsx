import { Building2, Check, Hammer, KeyRound, Truck } from "lucide-react";
import type { ReactNode } from "react";
import { COMMERCIAL_OFFERS, SPECIALTY_SERVICES } from "../../shared/domain/commercial";
import { MarketingSection, SectionHeader } from "./marketing-section";

/** spec 9: commercial offers by quote; `action` is the quote prompt. */
export function MarketingCommercial({ action }: { action: ReactNode }) {
  return (
    <MarketingSection id="commercial-pricing" aria-labelledby="commercial-title" className="mt-24">
      <SectionHeader id="commercial-title" eyebrow="Commercial" title="High volume? Priced by quote">
        Offices, retail and multi-unit portfolios get a plan shaped around their sites, schedules and standards.
      </SectionHeader>
      <ul className="mt-12 grid gap-6 lg:grid-cols-3">
        {COMMERCIAL_OFFERS.map((offer) => (
          <li key={offer.name} className="flex flex-col rounded-2xl border border-border p-8">
            <Building2 className="size-6 text-primary" aria-hidden />
            <h3 className="mt-4 text-xl font-semibold">{offer.name}</h3>
            <p className="mt-1 text-sm font-medium text-primary">{offer.cadence}</p>
            <p className="mt-3 text-sm leading-6 text-muted-foreground">{offer.description}</p>
            <ul className="mt-6 flex flex-col gap-3 text-sm">
              {offer.features.map((feature) => (
                <li key={feature} className="flex gap-3">
                  <Check className="size-5 shrink-0 text-primary" aria-hidden /> {feature}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      <div className="mt-10 flex flex-col items-center gap-4 rounded-2xl bg-accent/60 p-8 text-center sm:flex-row sm:justify-between sm:text-left">
        <div>
          <h3 className="text-lg font-semibold">Get a quote in one business day</h3>
          <p className="mt-1 text-sm text-muted-foreground">
            Tell us about your sites and how often you need us. An account manager will follow up.
          </p>
        </div>
        {action}
      </div>
    </MarketingSection>
  );
}

const SPECIALTY_ICONS = [KeyRound, Truck, Hammer];

/** spec 9: specialty services beside the plans. */
export function MarketingSpecialty() {
  return (
    <MarketingSection id="specialty-services" aria-labelledby="specialty-title" className="mt-24">
      <SectionHeader id="specialty-title" eyebrow="Specialty" title="Specialty cleaning, on demand">
        One-off jobs booked like any other, by the same vetted pros.
      </SectionHeader>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {SPECIALTY_SERVICES.map((service, index) => {
          const Icon = SPECIALTY_ICONS[index] ?? Building2;
          return (
            <li key={service.name} className="rounded-2xl bg-muted/60 p-8">
              <Icon className="size-6 text-primary" aria-hidden />
              <h3 className="mt-4 text-lg font-semibold">{service.name}</h3>
              <p className="mt-2 text-sm leading-6 text-muted-foreground">{service.description}</p>
            </li>
          );
        })}
      </ul>
    </MarketingSection>
  );
}
