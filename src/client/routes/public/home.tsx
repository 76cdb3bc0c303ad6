import { ArrowRight, MapPin, Sparkles } from "lucide-react";
import { CITIES, cityLabel } from "../../../shared/domain/cities";
import { AppLink } from "../../components/app-link";
import { MarketingBenefits } from "../../components/marketing-benefits";
import { MarketingHowItWorks } from "../../components/marketing-how-it-works";
import { MarketingSection } from "../../components/marketing-section";
import { MarketingServiceAreas } from "../../components/marketing-service-areas";
import { MarketingServices } from "../../components/marketing-services";
import { Button } from "../../components/ui/button";
import { JoinButton } from "../../features/leads/join-button";

/** spec 2: header (layout), hero, how it works, benefits, services, service areas, call to action, footer (layout). */
export default function Home() {
  return (
    <>
      <Hero />
      <MarketingHowItWorks />
      <MarketingBenefits />
      <MarketingServices
        action={
          <>
            <h3 className="font-semibold">Need something else?</h3>
            <p className="mt-2 text-sm leading-6 text-muted-foreground">
              Tell us about your properties and we'll put together the right mix.
            </p>
            <JoinButton variant="link" className="mt-3 h-auto justify-start self-start px-0" start="client">
              Request a quote <ArrowRight aria-hidden />
            </JoinButton>
          </>
        }
      />
      <MarketingServiceAreas />
      <CallToAction />
    </>
  );
}

function Hero() {
  return (
    <MarketingSection aria-labelledby="hero-title" className="bg-gradient-to-b from-accent/70 to-background">
      <div className="mx-auto max-w-6xl px-4 pb-20 pt-16 text-center sm:pt-24">
        <p className="inline-flex items-center gap-2 rounded-full border border-border bg-background px-3 py-1 text-sm font-medium text-muted-foreground shadow-sm">
          <Sparkles className="size-4 text-primary" aria-hidden /> AI-powered cleaning marketplace
          <span className="hidden sm:inline"> · Early access open</span>
        </p>
        <h1 id="hero-title" className="mx-auto mt-6 max-w-4xl text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">
          Spotless turnovers, without the scheduling chaos
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg leading-8 text-muted-foreground text-pretty">
          Tidyline matches hosts, landlords, property managers and homeowners with vetted, insured cleaners. Auto-assignment, real-time
          updates and before/after photos on every job, with 24/7 support behind it.
        </p>
        <div className="mt-10 flex flex-col justify-center gap-3 sm:flex-row">
          <JoinButton size="lg">Join the Waitlist</JoinButton>
          <Button size="lg" variant="outline" asChild>
            <AppLink to="/pricing#pricing-plans">See Pricing</AppLink>
          </Button>
        </div>
        <p className="mt-6 text-sm text-muted-foreground">100% satisfaction guarantee · No setup fees · Cancel anytime</p>
        <div className="mt-12">
          <h2 className="text-sm font-semibold uppercase tracking-wider text-foreground">Launching in</h2>
          <ul className="mt-4 flex flex-wrap justify-center gap-2 text-sm">
            {CITIES.map((city) => (
              <li
                key={city.city}
                className="inline-flex items-center gap-1.5 rounded-full border border-border bg-background px-3 py-1.5 font-medium"
              >
                <MapPin className="size-4 text-primary" aria-hidden /> {cityLabel(city)}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </MarketingSection>
  );
}

function CallToAction() {
  return (
    <MarketingSection aria-labelledby="cta-title" className="bg-primary text-primary-foreground">
      <div className="mx-auto flex max-w-4xl flex-col items-center gap-6 px-4 py-20 text-center">
        <h2 id="cta-title" className="text-3xl font-bold tracking-tight text-balance sm:text-4xl">
          Ready for cleaning you never have to chase?
        </h2>
        <p className="max-w-2xl text-lg leading-8 text-pretty">
          Join the early-access list today. Property teams save 10+ hours a week, high-volume clients get a dedicated account manager, and
          cleaners get steady, well-paid work close to home.
        </p>
        <div className="flex w-full flex-col justify-center gap-3 sm:w-auto sm:flex-row">
          <JoinButton size="lg" variant="secondary" start="client">
            I need cleaning
          </JoinButton>
          <JoinButton
            size="lg"
            variant="outline"
            start="cleaner"
            className="border-primary-foreground bg-transparent text-primary-foreground hover:bg-primary-foreground/10"
          >
            I'm a cleaner
          </JoinButton>
        </div>
      </div>
    </MarketingSection>
  );
}
