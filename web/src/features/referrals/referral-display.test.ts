import { describe, expect, it } from "vitest";
import { newsletterReferralLink, recentReferrals, referralName } from "./referral-display.ts";

const at = (day: number) => `2031-07-${String(day).padStart(2, "0")}T10:00:00.000Z`;

describe("referrals page", () => {
  it("names a referral by full name, else by the email's local part", () => {
    expect(referralName({ fullName: "Ayaan Cali", email: "ayaan@example.com" })).toBe("Ayaan Cali");
    expect(referralName({ fullName: null, email: "hodan.abdi@example.com" })).toBe("hodan.abdi");
    expect(referralName({ fullName: "  ", email: null })).toBe("");
  });

  it("shows the 5 most recent, newest first", () => {
    const referrals = [3, 9, 1, 7, 5, 8].map((day) => ({
      id: day,
      fullName: null,
      email: null,
      createdAt: at(day),
    }));
    expect(recentReferrals(referrals).map((r) => r.id)).toEqual([9, 8, 7, 5, 3]);
  });

  it("links to the newsletter with the code", () => {
    expect(newsletterReferralLink("https://shop.example", "SIPABC234")).toBe(
      "https://shop.example/newsletter?ref=SIPABC234",
    );
  });
});
