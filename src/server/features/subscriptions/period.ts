// The billing period lives in lib/billing-period.ts: the admin's subscription screen needs it too.
export { addOneMonth } from "../../lib/billing-period";
