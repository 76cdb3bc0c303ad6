// The product's public contact details (footer, support texts).
export const BRAND = {
  name: "Tidyline",
  email: "hello@tidyline.app",
  phone: "(617) 555-0199",
  phoneHref: "tel:+16175550199",
} as const;
