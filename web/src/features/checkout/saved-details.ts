import type { PublicUser } from "@contract/users.ts";

/** What the browser remembers for the next checkout (docs/architecture.md#product-rules). */
export interface GuestInfo {
  name: string;
  email: string;
  phone: string;
  acceptEmailMarketing: boolean;
  acceptSmsMarketing: boolean;
}

const GUEST_KEY = "guestInfo";
const LOCATIONS_KEY = "deliveryLocations";
const MAX_LOCATIONS = 5;

function readJson<T>(key: string, fallback: T): T {
  try {
    const value = JSON.parse(localStorage.getItem(key) ?? "null");
    return value ?? fallback;
  } catch {
    return fallback;
  }
}

export function savedGuestInfo(): Partial<GuestInfo> {
  return readJson<Partial<GuestInfo>>(GUEST_KEY, {});
}

/** Whether this browser kept a guest's contact details from an earlier order. */
export function hasSavedGuestInfo(): boolean {
  const { name, email, phone } = savedGuestInfo();
  return Boolean(name || email || phone);
}

/** On a shared phone or tablet, the next guest asks the browser to forget the last one's details. */
export function forgetGuestInfo() {
  localStorage.removeItem(GUEST_KEY);
}

/** Keeps only the contact details and consents: a tip, a note or a donation belongs to one order. */
export function saveGuestInfo(info: GuestInfo) {
  const { name, email, phone, acceptEmailMarketing, acceptSmsMarketing } = info;
  localStorage.setItem(
    GUEST_KEY,
    JSON.stringify({ name, email, phone, acceptEmailMarketing, acceptSmsMarketing } satisfies GuestInfo),
  );
}

export function recentLocations(): string[] {
  const value = readJson<unknown>(LOCATIONS_KEY, []);
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];
}

export function rememberLocation(location: string) {
  const next = [location, ...recentLocations().filter((l) => l !== location)].slice(0, MAX_LOCATIONS);
  localStorage.setItem(LOCATIONS_KEY, JSON.stringify(next));
}

/** The contact fields a checkout form starts with: the member's own, else what this browser last used. */
export function contactDefaults(
  member: PublicUser | null | undefined,
): Pick<GuestInfo, "name" | "email" | "phone"> {
  const saved = savedGuestInfo();
  return {
    name: member?.fullName ?? member?.username ?? saved.name ?? "",
    email: member?.email ?? saved.email ?? "",
    phone: member?.phone ?? saved.phone ?? "",
  };
}
