// What other features and the app shell may use of auth: the session's member, its cache entry, sign-out,
// preference saving, the route guard and the two-factor dialog. Everything else in this folder is private to it.

export { authProviderQueries } from "./api/auth-providers.ts";
export { useLogout } from "./api/logout.ts";
export { useUpdatePreferences } from "./api/update-preferences.ts";
export { useCan } from "./api/use-can.ts";
export { useUser } from "./api/use-user.ts";
export { userQueries } from "./api/user-queries.ts";
export { GoogleMark } from "./components/google-mark.tsx";
export { RequireUser, useTurnedAway } from "./require-user.tsx";
export { TwoFactorDialog } from "./two-factor/lazy.tsx";
export type { TwoFactorFlow } from "./two-factor/two-factor-dialog.tsx";
export { useMemberPrefill } from "./use-member-prefill.ts";
