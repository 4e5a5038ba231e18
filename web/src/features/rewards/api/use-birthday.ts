import type { BirthdayInfo } from "@contract/loyalty-birthday.ts";
import { useQuery } from "@tanstack/react-query";
import { apiRequest } from "../../../lib/api.ts";
import { loyaltyKeys } from "./loyalty-keys.ts";

export function useBirthday() {
  return useQuery({
    queryKey: loyaltyKeys.birthday,
    queryFn: () => apiRequest<BirthdayInfo>("GET", "/api/rewards/birthday"),
    staleTime: 0,
  });
}
