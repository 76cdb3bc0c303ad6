import { describe, expect, it } from "vitest";
import { cleanerLeadSchema, clientLeadSchema, LEAD_LIMITS, leadSchema } from "./lead";

const client = {
  role: "client",
  name: "Avery Host",
  phone: "(617) 555-0142",
  email: "Avery@Example.com ",
  location: "Boston, MA",
  otherLocation: "",
  services: ["Airbnb"],
  notes: "",
  company: "",
};
const cleaner = { ...client, role: "cleaner", company: undefined, yearsExperience: "4" };

const firstMessage = (input: unknown) => leadSchema.safeParse(input).error?.issues[0]?.message;

describe("leadSchema", () => {
  it("accepts a client lead, normalising the email and storing empty optionals as null", () => {
    expect(leadSchema.parse(client)).toEqual({ ...client, email: "avery@example.com", notes: null, company: null });
  });

  it("accepts a cleaner lead with years of experience typed as text or sent as a number", () => {
    expect(leadSchema.parse(cleaner)).toMatchObject({ role: "cleaner", yearsExperience: 4 });
    expect(leadSchema.parse({ ...cleaner, yearsExperience: 0 })).toMatchObject({ yearsExperience: 0 });
    expect(leadSchema.parse({ ...cleaner, yearsExperience: "" })).toMatchObject({ yearsExperience: null });
    expect(leadSchema.parse({ ...cleaner, yearsExperience: undefined })).toMatchObject({ yearsExperience: null });
  });

  it("drops the fields the other role has", () => {
    expect(leadSchema.parse({ ...cleaner, company: "Sparkle LLC" })).not.toHaveProperty("company");
    expect(leadSchema.parse({ ...client, yearsExperience: 9 })).not.toHaveProperty("yearsExperience");
  });

  it("keeps each service once, in the list's order", () => {
    expect(leadSchema.parse({ ...client, services: ["Deep Clean", "Airbnb", "Deep Clean"] }).services).toEqual(["Airbnb", "Deep Clean"]);
  });

  it.each([
    ["no role", { ...client, role: undefined }, "Choose client or cleaner as your role."],
    ["the admin role", { ...client, role: "admin" }, "Choose client or cleaner as your role."],
    ["an empty name", { ...client, name: "  " }, "Full name is required."],
    ["a long name", { ...client, name: "x".repeat(LEAD_LIMITS.name + 1) }, "Full name is too long."],
    ["no phone", { ...client, phone: "" }, "Phone number is required."],
    ["a phone with letters", { ...client, phone: "call me maybe" }, "Please enter a valid phone number."],
    ["a phone too short", { ...client, phone: "555-01" }, "Please enter a valid phone number."],
    ["a bad email", { ...client, email: "avery@" }, "Please enter a valid email address."],
    ["no email", { ...client, email: " " }, "Email is required."],
    ["no location", { ...client, location: "" }, "Please choose your location."],
    ["an unlisted location", { ...client, location: "Paris, FR" }, "Please choose your location."],
    ["Other without text", { ...client, location: "Other", otherLocation: "   " }, "Please enter your city and state."],
    ["no service", { ...client, services: [] }, "Please select at least one service."],
    ["an unknown service", { ...client, services: ["Window Washing"] }, "Please choose services from the list."],
    ["long notes", { ...client, notes: "x".repeat(LEAD_LIMITS.notes + 1) }, "Notes must be at most 1000 characters."],
    ["a long company", { ...client, company: "x".repeat(LEAD_LIMITS.company + 1) }, "Company name is too long."],
    ["negative experience", { ...cleaner, yearsExperience: -1 }, "Years of experience must be a whole number from 0 to 70."],
    ["fractional experience", { ...cleaner, yearsExperience: "2.5" }, "Years of experience must be a whole number from 0 to 70."],
  ])("refuses %s with its message", (_name, input, message) => {
    expect(firstMessage(input)).toBe(message);
  });

  it("gives the form schemas the same rules", () => {
    expect(clientLeadSchema.safeParse({ ...client, services: [] }).success).toBe(false);
    expect(cleanerLeadSchema.safeParse({ ...cleaner, location: "Other", otherLocation: "Portland, OR" }).success).toBe(true);
  });
});
