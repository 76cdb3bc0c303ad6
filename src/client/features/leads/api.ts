import { useMutation } from "@tanstack/react-query";
import type { Lead, LeadInput } from "../../../shared/schemas/lead";
import { api, unwrap } from "../../lib/api";
import { queryClient } from "../../lib/query-client";

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

/**
 * POST /api/leads: { status: "created" } or { status: "already_registered" }, else an ApiError.
 * The client is named, not taken from context: on a prerendered public page the join dialog has no
 * QueryClientProvider above it (public-entry.tsx).
 */
export function useSubmitLead() {
  return useMutation(
    {
      mutationFn: async (lead: Lead) => (await unwrap(api.leads.$post({ json: toRequest(lead) }))).status,
    },
    queryClient,
  );
}
