import { Camera, CheckCircle2, ClipboardCheck, Clock, MapPin, ShieldCheck, Sparkles, Users } from "lucide-react";
import { Link } from "react-router";
import { CITIES, cityLabel } from "../../../shared/domain/cities";
import { Button } from "../../components/ui/button";

const STEPS = [
  { title: "Book in minutes", text: "Pick a unit, a date and a time slot. Recurring plans keep your calendar full." },
  { title: "A vetted cleaner claims it", text: "Insured local pros claim your job, usually within 24 hours." },
  { title: "Track it live", text: "Real-time updates, digital checklists and before/after photos." },
  { title: "Rate and relax", text: "Review every clean. Not right? We re-clean for free." },
];

const BENEFITS = [
  { icon: ShieldCheck, title: "Vetted and insured", text: "Every cleaner is background-checked and insured." },
  { icon: Clock, title: "99.8% on time", text: "Saves property teams 10+ hours every week." },
  { icon: Camera, title: "Photo proof", text: "Before/after photos and checklists on every job." },
  { icon: CheckCircle2, title: "100% satisfaction", text: "Free re-cleans, no setup fees, cancel anytime." },
];

const SERVICES = ["Airbnb turnovers", "Residential", "Commercial", "Move-in/out", "Deep cleans", "Post construction"];

export default function Home() {
  return (
    <>
      <section className="bg-gradient-to-b from-accent/60 to-background">
        <div className="mx-auto max-w-6xl px-4 py-20 text-center md:py-28">
          <p className="mx-auto inline-flex items-center gap-2 rounded-full bg-background px-3 py-1 text-sm text-muted-foreground shadow-sm">
            <Sparkles className="size-4 text-primary" aria-hidden /> AI-powered cleaning marketplace
          </p>
          <h1 className="mx-auto mt-6 max-w-3xl text-4xl font-bold tracking-tight md:text-6xl">
            Spotless units, without the scheduling chaos
          </h1>
          <p className="mx-auto mt-6 max-w-2xl text-lg text-muted-foreground">
            Tidyline connects hosts, landlords, property managers and homeowners with vetted, insured cleaners, with
            auto-assignment, real-time updates and 24/7 support.
          </p>
          <div className="mt-8 flex flex-wrap justify-center gap-3">
            <Button size="lg" asChild>
              <Link to="/signup">Get started</Link>
            </Button>
            <Button size="lg" variant="outline" asChild>
              <Link to="/pricing#pricing-plans">See pricing</Link>
            </Button>
          </div>
          <ul className="mt-10 flex flex-wrap justify-center gap-2 text-sm" aria-label="Cities we serve">
            {CITIES.map((city) => (
              <li key={city.city} className="inline-flex items-center gap-1 rounded-full border border-border bg-background px-3 py-1">
                <MapPin className="size-3.5 text-primary" aria-hidden /> {cityLabel(city)}
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id="how-it-works" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16">
        <h2 className="text-center text-3xl font-bold tracking-tight">How it works</h2>
        <ol className="mt-10 grid gap-6 md:grid-cols-4">
          {STEPS.map((step, index) => (
            <li key={step.title} className="rounded-lg border border-border p-6">
              <span className="flex size-8 items-center justify-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">{index + 1}</span>
              <h3 className="mt-4 font-semibold">{step.title}</h3>
              <p className="mt-2 text-sm text-muted-foreground">{step.text}</p>
            </li>
          ))}
        </ol>
      </section>

      <section id="benefits" className="scroll-mt-20 bg-muted/50">
        <div className="mx-auto max-w-6xl px-4 py-16">
          <h2 className="text-center text-3xl font-bold tracking-tight">Why property pros choose Tidyline</h2>
          <div className="mt-10 grid gap-6 md:grid-cols-4">
            {BENEFITS.map(({ icon: Icon, title, text }) => (
              <div key={title} className="rounded-lg bg-background p-6 shadow-sm">
                <Icon className="size-6 text-primary" aria-hidden />
                <h3 className="mt-4 font-semibold">{title}</h3>
                <p className="mt-2 text-sm text-muted-foreground">{text}</p>
              </div>
            ))}
          </div>
        </div>
      </section>

      <section id="services" className="mx-auto max-w-6xl scroll-mt-20 px-4 py-16">
        <h2 className="text-center text-3xl font-bold tracking-tight">Services</h2>
        <ul className="mt-10 grid gap-4 sm:grid-cols-2 md:grid-cols-3">
          {SERVICES.map((service) => (
            <li key={service} className="flex items-center gap-3 rounded-lg border border-border p-4">
              <ClipboardCheck className="size-5 text-primary" aria-hidden /> {service}
            </li>
          ))}
        </ul>
      </section>

      <section className="bg-primary text-primary-foreground">
        <div className="mx-auto flex max-w-6xl flex-col items-center gap-4 px-4 py-16 text-center">
          <Users className="size-8" aria-hidden />
          <h2 className="text-3xl font-bold tracking-tight">Ready for cleaner turnovers?</h2>
          <p className="max-w-xl opacity-90">High-volume clients get a dedicated account manager. Notifications by SMS, email and push.</p>
          <Button size="lg" variant="secondary" asChild>
            <Link to="/signup">Create your account</Link>
          </Button>
        </div>
      </section>
    </>
  );
}
