import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { PhoneCodeInput, PhoneInput } from "../../../shared/schemas/phone";
import { api, unwrap } from "../../lib/api";
import { queryRoots } from "../../lib/query-keys";

// docs/decisions/070: /profile → Text messages, the viewer's own number.
export const phoneKeys = {
  all: queryRoots.phone,
  state: () => [...phoneKeys.all, "state"] as const,
};

/** Read again when the person comes back to the tab: a STOP they texted meanwhile shows. */
export const phoneQuery = () =>
  queryOptions({ queryKey: phoneKeys.state(), queryFn: () => unwrap(api.phone.$get()), refetchOnWindowFocus: "always" });

export const usePhone = () => useQuery(phoneQuery());
export type PhoneState = NonNullable<ReturnType<typeof usePhone>["data"]>;

/** Every change answers the new state; the Notifications table's Text hints read the phone too. */
function usePhoneMutation<I>(call: (input: I) => Promise<PhoneState>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (state) => {
      queryClient.setQueryData(phoneKeys.state(), state);
      await queryClient.invalidateQueries({ queryKey: queryRoots.notificationSettings });
    },
    // A refusal may have used a try or a code: what the section shows is read again.
    onError: () => queryClient.invalidateQueries({ queryKey: phoneKeys.all }),
  });
}

export const useSavePhone = () => usePhoneMutation((input: PhoneInput) => unwrap(api.phone.$put({ json: input })));
export const useSendPhoneCode = () => usePhoneMutation(() => unwrap(api.phone.code.$post()));
export const useVerifyPhone = () => usePhoneMutation((input: PhoneCodeInput) => unwrap(api.phone.verify.$post({ json: input })));
export const useRemovePhone = () => usePhoneMutation(() => unwrap(api.phone.$delete()));
