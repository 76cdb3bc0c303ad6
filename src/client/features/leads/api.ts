import { useMutation } from "@tanstack/react-query";
import type { Lead, LeadInput } from "../../../shared/schemas/lead";
import { api, unwrap } from "../../lib/api";

/** The validated form back into the request body (the server validates it again, same schema). */
function toRequest(lead: Lead): LeadInput {
  const common = {
    name: lead.name,
    phone: lead.phone,
    email: lead.email,
    location: lead.location,
    otherLocation: lead.otherLocation,
    services: lead.services,
    notes: lead.notes ?? "",
    website: lead.website ?? "",
  };
  return lead.role === "client"
    ? { ...common, role: "client", company: lead.company ?? "" }
    : { ...common, role: "cleaner", yearsExperience: lead.yearsExperience };
}

/** POST /api/leads: { status: "created" } or { status: "already_registered" }, else an ApiError. */
export function useSubmitLead() {
  return useMutation({
    mutationFn: async (lead: Lead) => (await unwrap(api.leads.$post({ json: toRequest(lead) }))).status,
  });
}
