import { MapPin } from "lucide-react";
import { CITIES, cityLabel } from "../../shared/domain/cities";
import { MarketingSection, SectionHeader } from "./marketing-section";

/** spec 2: the service areas, each city with its tagline. */
export function MarketingServiceAreas() {
  return (
    <MarketingSection id="service-areas" aria-labelledby="service-areas-title" className="bg-muted/60">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:py-24">
        <SectionHeader id="service-areas-title" eyebrow="Service areas" title="Launching in six cities">
          We're opening city by city with local, vetted crews. Not on the list yet? Join anyway: demand decides where we go next.
        </SectionHeader>
        <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {CITIES.map((city) => (
            <li key={city.city} className="flex gap-4 rounded-xl bg-background p-6 shadow-sm">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-accent text-accent-foreground">
                <MapPin className="size-5" aria-hidden />
              </span>
              <div>
                <h3 className="font-semibold">{cityLabel(city)}</h3>
                <p className="mt-1 text-sm leading-6 text-muted-foreground">{city.tagline}</p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </MarketingSection>
  );
}
