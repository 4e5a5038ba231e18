/** One option group of the seed menu, in English and Somali; price changes in integer cents. */
export interface SeedOptionGroup {
  name: string;
  nameSo: string;
  min: number;
  max: number;
  choices: Array<{ name: string; nameSo: string; priceCents?: number; isDefault?: boolean }>;
}

const size = (largeCents: number): SeedOptionGroup => ({
  name: "Size",
  nameSo: "Cabbir",
  min: 1,
  max: 1,
  choices: [
    { name: "Regular", nameSo: "Caadi", isDefault: true },
    { name: "Large", nameSo: "Weyn", priceCents: largeCents },
  ],
});

const sugar: SeedOptionGroup = {
  name: "Sugar",
  nameSo: "Sonkor",
  min: 1,
  max: 1,
  choices: [
    { name: "Regular sugar", nameSo: "Sonkor caadi ah", isDefault: true },
    { name: "Less sugar", nameSo: "Sonkor yar", priceCents: 0 },
    { name: "No sugar", nameSo: "Sonkor la'aan" },
    { name: "Extra sugar", nameSo: "Sonkor badan" },
  ],
};

const milk: SeedOptionGroup = {
  name: "Milk",
  nameSo: "Caano",
  min: 1,
  max: 1,
  choices: [
    { name: "Cow's milk", nameSo: "Caano lo'aad", isDefault: true },
    { name: "Camel milk", nameSo: "Caano geel", priceCents: 75 },
    { name: "Oat milk", nameSo: "Caano boorash", priceCents: 50 },
  ],
};

const ice: SeedOptionGroup = {
  name: "Ice",
  nameSo: "Baraf",
  min: 1,
  max: 1,
  choices: [
    { name: "Regular ice", nameSo: "Baraf caadi ah", isDefault: true },
    { name: "Less ice", nameSo: "Baraf yar" },
    { name: "No ice", nameSo: "Baraf la'aan" },
  ],
};

const spice: SeedOptionGroup = {
  name: "Spice level",
  nameSo: "Heerka basbaaska",
  min: 1,
  max: 1,
  choices: [
    { name: "Mild", nameSo: "Fudud", isDefault: true },
    { name: "Medium", nameSo: "Dhexdhexaad" },
    { name: "Hot", nameSo: "Kulul" },
  ],
};

const canjeeroExtras: SeedOptionGroup = {
  name: "Extras",
  nameSo: "Wax dheeraad ah",
  min: 0,
  max: 2,
  choices: [
    { name: "Extra canjeero", nameSo: "Canjeero dheeraad ah", priceCents: 150 },
    { name: "Side of honey", nameSo: "Malab dheeraad ah", priceCents: 75 },
  ],
};

const riceExtras: SeedOptionGroup = {
  name: "Extras",
  nameSo: "Wax dheeraad ah",
  min: 0,
  max: 2,
  choices: [
    { name: "Banana on the side", nameSo: "Moos dhinac ah", priceCents: 50 },
    { name: "Green chili sauce (bisbaas)", nameSo: "Bisbaas cagaar ah", priceCents: 0 },
  ],
};

const sambuusSauce: SeedOptionGroup = {
  name: "Dipping sauce",
  nameSo: "Suugo",
  min: 0,
  max: 2,
  choices: [
    { name: "Green chili sauce (bisbaas)", nameSo: "Bisbaas cagaar ah" },
    { name: "Tamarind sauce", nameSo: "Suugo raqay", priceCents: 25 },
  ],
};

const sambuusFilling: SeedOptionGroup = {
  name: "Sambuus filling",
  nameSo: "Buuxinta sambuuska",
  min: 1,
  max: 1,
  choices: [
    { name: "Beef", nameSo: "Hilib lo'aad", isDefault: true },
    { name: "Chicken", nameSo: "Digaag" },
    { name: "Lentils & vegetables", nameSo: "Misir iyo khudaar" },
  ],
};

/** The option groups of the seed menu, by the English name of the item they belong to. */
export const seedOptionGroups: Record<string, SeedOptionGroup[]> = {
  "Shaah Spiced Milk Tea": [size(100), sugar, milk],
  "Ginger Black Tea": [size(100), sugar],
  "Somali Coffee (Qaxwo)": [size(100), sugar],
  "Cardamom Latte": [
    size(100),
    milk,
    {
      name: "Extra shot",
      nameSo: "Kafee dheeraad ah",
      min: 0,
      max: 1,
      choices: [{ name: "Extra espresso shot", nameSo: "Koob yar oo kafee dheeraad ah", priceCents: 75 }],
    },
  ],
  "Camel Milk Shaah": [size(100), sugar],
  "Fresh Mango Juice": [size(150), ice],
  "Fresh Papaya Juice": [size(150), ice],
  "Tamarind Cooler": [size(150), ice],
  "Lemon Mint Juice": [size(150), ice],
  "Camel Milk & Date Shake": [size(150)],
  "Canjeero with Ghee & Sugar": [canjeeroExtras],
  "Goat Liver with Laxoox": [spice, canjeeroExtras],
  "Muqmad with Canjeero": [canjeeroExtras],
  "Fuul with Rooti": [spice],
  "Beef Sambuus": [sambuusSauce],
  "Chicken Sambuus": [sambuusSauce],
  "Lentil & Vegetable Sambuus": [sambuusSauce],
  "Bariis Iskukaris with Goat": [spice, riceExtras],
  "Chicken & Rice": [spice, riceExtras],
  "Baasto with Meat Sauce": [spice, riceExtras],
  "Fried Fish & Rice": [spice, riceExtras],
  "Beef Suqaar with Sabaayad": [spice],
  "Family Platter": [sambuusFilling, spice],
};
