/** The café's clock: receipts, exports, birthdays and "this month" are counted as the customer lives them. */
export const CAFE_TIME_ZONE = "America/Chicago";

/** The cafe's fixed details, shown in the footer, the contact and about pages, and emails. One place to change them. */
export const business = {
  name: "Somali Sips Café",
  street: "2910 Pillsbury Ave S, Suite 120",
  city: "Minneapolis, MN 55408",
  phone: "(612) 555-0142",
  phoneHref: "tel:+16125550142",
  email: "hello@somalisips.example",
  socialUrl: "https://www.instagram.com/somalisips",
  socialHandle: "@somalisips",
  mapUrl: "https://www.openstreetmap.org/?mlat=44.9496&mlon=-93.2836#map=17/44.9496/-93.2836",
  /**
   * Opening hours, the product rules (docs/architecture.md#product-rules): Mon–Sat 10 AM–9 PM, Sun 11 AM–6 PM.
   */
  hours: [
    { days: "monSat", opens: "10:00", closes: "21:00" },
    { days: "sun", opens: "11:00", closes: "18:00" },
  ],
} as const;
