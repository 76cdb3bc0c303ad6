import { Toaster } from "sonner";

/** sonner's toast list, in a chunk of its own: providers.tsx mounts it once the page has painted. */
export default function AppToaster() {
  return <Toaster richColors closeButton position="top-right" />;
}
