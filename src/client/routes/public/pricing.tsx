import { RESIDENTIAL_PLANS } from "../../../shared/domain/plans";
import { MarketingCommercial, MarketingSpecialty } from "../../components/marketing-commercial";
import { MarketingFaq } from "../../components/marketing-faq";
import { MarketingPlanCard } from "../../components/marketing-plan-card";
import { MarketingSection } from "../../components/marketing-section";
import { JoinButton } from "../../features/leads/join-button";

/** spec 2 and 9: residential plans, commercial quotes, specialty services and the FAQ. */
export default function Pricing() {
  return (
    // The tint covers the top of the page only: a gradient as tall as the page costs paint for nothing.
    <div className="bg-gradient-to-b from-accent/50 to-background bg-no-repeat [background-size:100%_40rem]">
      <div className="mx-auto max-w-6xl px-4 pb-24 pt-16 sm:pt-20">
        <MarketingSection id="pricing-plans" aria-labelledby="pricing-title">
          <div className="mx-auto max-w-2xl text-center">
            <p className="text-sm font-semibold uppercase tracking-wider text-primary">Pricing</p>
            <h1 id="pricing-title" className="mt-2 text-4xl font-bold tracking-tight text-balance sm:text-5xl">
              Simple, transparent pricing
            </h1>
            <p className="mt-4 text-lg text-muted-foreground text-pretty">
              One monthly price per home, vetted and insured cleaners on every visit. No setup fees, cancel anytime, and a 100% satisfaction
              guarantee with free re-cleans.
            </p>
          </div>
          <MarketingSection id="residential-pricing" aria-labelledby="residential-title" className="mt-16">
            <h2 id="residential-title" className="sr-only">
              Residential plans
            </h2>
            <div className="grid gap-8 lg:grid-cols-3 lg:items-center">
              {RESIDENTIAL_PLANS.map((plan) => (
                <MarketingPlanCard
                  key={plan.name}
                  plan={plan}
                  action={
                    <JoinButton
                      size="lg"
                      variant={plan.popular ? "default" : "outline"}
                      start="client"
                      aria-label={`Join Now: ${plan.name} plan`}
                    >
                      Join Now
                    </JoinButton>
                  }
                />
              ))}
            </div>
            <p className="mt-8 text-center text-sm text-muted-foreground">
              Prices per home per month. Cancel or reschedule any cleaning up to 24 hours before it starts.
            </p>
          </MarketingSection>
        </MarketingSection>
        <MarketingCommercial
          action={
            <JoinButton size="lg" start="client" className="shrink-0">
              Request a Quote
            </JoinButton>
          }
        />
        <MarketingSpecialty />
        <MarketingFaq />
      </div>
    </div>
  );
}
