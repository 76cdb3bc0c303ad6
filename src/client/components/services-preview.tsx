import { servicesPreview } from "../../shared/domain/applications";
import { Badge } from "./ui/badge";

/** spec 2 and 9: the lead and draft tables' Services, the first 2 then '+N' (the rest in its title and for screen readers). */
export function ServicesPreview({ services }: { services: readonly string[] }) {
  const { shown, more } = servicesPreview(services);
  if (services.length === 0) return <span className="text-muted-foreground">-</span>;
  const rest = services.slice(shown.length).join(", ");
  return (
    <span className="flex flex-wrap gap-1">
      {shown.map((service) => (
        <Badge key={service} className="font-medium">
          {service}
        </Badge>
      ))}
      {more > 0 && (
        <Badge className="bg-muted font-medium" title={rest}>
          <span aria-hidden>+{more}</span>
          <span className="sr-only">and {rest}</span>
        </Badge>
      )}
    </span>
  );
}
