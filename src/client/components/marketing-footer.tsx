import { Mail, Phone } from "lucide-react";
import { CITIES, cityLabel } from "../../shared/domain/cities";
import { BRAND } from "../lib/brand";
import { AppLink } from "./app-link";
import { BrandLogo } from "./brand-logo";
import { MARKETING_SECTIONS, SectionLink } from "./marketing-nav";

const linkClass = "inline-flex min-h-8 items-center hover:text-foreground hover:underline";

/** spec 2: the public footer, with the product's mailto and tel links. */
export function MarketingFooter() {
  return (
    <footer className="border-t border-border bg-muted/50 text-sm text-muted-foreground">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <div className="flex flex-col gap-3">
          <BrandLogo />
          <p>Vetted, insured cleaners for hosts, landlords, property managers and homeowners.</p>
        </div>
        <nav aria-label="Footer" className="flex flex-col gap-1">
          <h2 className="mb-2 font-semibold text-foreground">Explore</h2>
          {MARKETING_SECTIONS.map((section) => (
            <SectionLink key={section.id} path={section.path} id={section.id} className={linkClass}>
              {section.label}
            </SectionLink>
          ))}
          <AppLink to="/signin" className={linkClass}>
            Sign In
          </AppLink>
        </nav>
        <div className="flex flex-col gap-1">
          <h2 className="mb-2 font-semibold text-foreground">Cities</h2>
          <ul className="flex flex-col gap-1">
            {CITIES.map((city) => (
              <li key={city.city} className="min-h-8 content-center">
                {cityLabel(city)}
              </li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col gap-1">
          <h2 className="mb-2 font-semibold text-foreground">Contact</h2>
          <a className={`${linkClass} gap-2`} href={`mailto:${BRAND.email}`}>
            <Mail className="size-4" aria-hidden /> {BRAND.email}
          </a>
          <a className={`${linkClass} gap-2`} href={BRAND.phoneHref}>
            <Phone className="size-4" aria-hidden /> {BRAND.phone}
          </a>
          <p className="mt-2">Support around the clock, 24/7.</p>
        </div>
      </div>
      <div className="border-t border-border">
        {/* The prerendered year may be last year's on New Year's Day: React then keeps this one. */}
        <p className="mx-auto max-w-6xl px-4 py-6" suppressHydrationWarning>
          © {new Date().getFullYear()} Tidyline. All rights reserved.
        </p>
      </div>
    </footer>
  );
}
