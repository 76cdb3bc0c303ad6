import { useMutation, useQuery } from "@tanstack/react-query";
import { Link } from "react-router";
import { toast } from "sonner";
import { Button } from "../../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../components/ui/card";
import { PageSpinner } from "../../components/ui/spinner";
import { metaQuery } from "../../features/account/api";
import { api, unwrap } from "../../lib/api";
import { hasErrorCode } from "../../lib/api-error";
import { toastFailure } from "../../lib/error-toast";
import NotFound from "./not-found";

// spec 2: the fixed credentials the server creates (server/features/test-accounts).
const CREDENTIALS = [
  { role: "Client", email: "test-client@tidyline.test", password: "test-password" },
  { role: "Cleaner", email: "test-cleaner@tidyline.test", password: "test-password" },
];

export default function TestAccounts() {
  const meta = useQuery(metaQuery());
  if (meta.isPending) return <PageSpinner />;
  // In production the page exists only with ENABLE_TEST_ACCOUNTS=true.
  if (meta.data && !meta.data.testAccounts) return <NotFound />;
  return <TestAccountsCard />;
}

function TestAccountsCard() {
  const create = useMutation({
    mutationFn: () => unwrap(api["test-accounts"].$post()),
    onSuccess: () => toast.success("Test accounts created", { description: "Sign in with the credentials below." }),
    onError: (error) =>
      hasErrorCode(error, "ACCOUNT_EXISTS")
        ? toast.info("Account already exists", { description: "The test accounts are ready: sign in with the credentials below." })
        : toastFailure(error, "Account creation failed", "Account creation failed"),
  });
  const ready = create.isSuccess || hasErrorCode(create.error, "ACCOUNT_EXISTS");

  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <Card>
        <CardHeader>
          <CardTitle as="h1">Test Accounts</CardTitle>
          <CardDescription>
            Create a sample client and a sample cleaner to try Tidyline. Both are verified and ready to sign in.
          </CardDescription>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          <Button onClick={() => create.mutate()} disabled={create.isPending}>
            {create.isPending ? "Creating…" : "Create Test Accounts"}
          </Button>
          {ready && (
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Test account credentials</caption>
              <thead className="text-muted-foreground">
                <tr>
                  <th className="py-2 font-medium">Role</th>
                  <th className="py-2 font-medium">Email</th>
                  <th className="py-2 font-medium">Password</th>
                </tr>
              </thead>
              <tbody>
                {CREDENTIALS.map((account) => (
                  <tr key={account.email} className="border-t border-border">
                    <td className="py-2">{account.role}</td>
                    <td className="py-2 font-mono">{account.email}</td>
                    <td className="py-2 font-mono">{account.password}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <div className="flex gap-2">
            <Button variant="outline" asChild>
              <Link to="/signin">Go to Sign In</Link>
            </Button>
            <Button variant="ghost" asChild>
              <Link to="/">Back to Home</Link>
            </Button>
          </div>
        </CardContent>
      </Card>
    </div>
  );
}
