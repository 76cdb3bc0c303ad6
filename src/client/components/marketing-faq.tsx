import { ChevronDown } from "lucide-react";
import { additionalCleanFromCents } from "../../shared/domain/booking";
import { andList, formatUSD } from "../../shared/format";
import { RESIDENTIAL_PLANS } from "../../shared/domain/plans";
import { MarketingSection, SectionHeader } from "./marketing-section";

/**
 * spec 9's "$100 each for Monthly and Bi-Weekly, $75 each for Weekly", from plans.ts and the
 * booking price rule (docs/decisions/010): what an additional Standard Clean costs on each plan.
 */
function extraCleanPrices(): string {
  const plansByPrice = new Map<number, string[]>();
  for (const plan of RESIDENTIAL_PLANS) {
    const price = additionalCleanFromCents(plan.extraCleanCents);
    plansByPrice.set(price, [...(plansByPrice.get(price) ?? []), plan.name]);
  }
  return [...plansByPrice].map(([price, names]) => `${formatUSD(price, { whole: true })} each for ${andList(names)}`).join(", ");
}

// spec 9: the FAQ includes cancelling or rescheduling up to 24 hours before.
const QUESTIONS = [
  {
    question: "Can I cancel or reschedule a cleaning?",
    answer: "Yes. Cancel or reschedule any cleaning up to 24 hours before its scheduled time, right from your dashboard.",
  },
  {
    question: "What if I'm not happy with a clean?",
    answer: "Our 100% satisfaction guarantee covers every job: tell us within 24 hours and we'll send a cleaner back to re-clean for free.",
  },
  {
    question: "Are your cleaners vetted and insured?",
    answer:
      "Every cleaner passes a background check and carries insurance before taking a job, and ratings after every clean keep quality visible.",
  },
  {
    question: "What if I need more cleans than my plan includes?",
    answer: `Book them as usual. Additional cleans: ${extraCleanPrices()}. That is a Standard Clean; other types add their difference in price.`,
  },
  {
    question: "Are there setup fees or long contracts?",
    answer: "No setup fees and no long contracts. Plans renew monthly and you can cancel anytime.",
  },
  {
    question: "How is a cleaner assigned to my job?",
    answer:
      "Tidyline auto-assigns vetted cleaners near your property. Most jobs are claimed within 24 hours, and you get real-time updates by SMS, email and push.",
  },
];

/** Native disclosure widgets: keyboard and screen readers work without any script. */
export function MarketingFaq() {
  return (
    <MarketingSection id="faq" aria-labelledby="faq-title" className="mx-auto mt-24 max-w-3xl">
      <SectionHeader id="faq-title" eyebrow="FAQ" title="Questions, answered" />
      <div className="mt-10 divide-y divide-border rounded-2xl border border-border">
        {QUESTIONS.map(({ question, answer }) => (
          <details key={question} className="group px-6">
            <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 py-4 font-medium [&::-webkit-details-marker]:hidden">
              {question}
              <ChevronDown className="size-5 shrink-0 text-muted-foreground transition-transform group-open:rotate-180" aria-hidden />
            </summary>
            <p className="pb-5 text-sm leading-6 text-muted-foreground">{answer}</p>
          </details>
        ))}
      </div>
    </MarketingSection>
  );
}
