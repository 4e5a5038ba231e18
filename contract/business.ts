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
} as const;
