import type { DietaryId, MenuCategory } from "../../../contract/menu-categories.ts";

/** One row of the seed menu, in English and Somali. Prices are in integer cents (USD). */
export interface SeedMenuItem {
  name: string;
  nameSo: string;
  description: string;
  descriptionSo: string;
  priceCents: number;
  category: MenuCategory;
  dietaryTags: DietaryId[];
  isFeatured?: boolean;
}

/**
 * The cafe's opening menu. All meat and fish are halal, so every meat or fish dish carries the
 * `halal` tag; the other tags describe the recipe as the kitchen makes it.
 */
export const seedMenuItems: SeedMenuItem[] = [
  // Hot drinks
  {
    name: "Shaah Spiced Milk Tea",
    nameSo: "Shaah cadays",
    description:
      "Black tea simmered with cardamom, cinnamon and cloves, finished with hot milk and a little sugar.",
    descriptionSo:
      "Shaah madow oo lagu kariyey heyl, qorfe iyo qaranfuul, kadibna lagu daray caano kulul iyo sonkor yar.",
    priceCents: 325,
    category: "hot_drinks",
    dietaryTags: ["vegetarian", "gluten_free", "nut_free"],
    isFeatured: true,
  },
  {
    name: "Ginger Black Tea",
    nameSo: "Shaah bigays sinjibiil leh",
    description: "Strong black tea brewed with fresh ginger and a pinch of cardamom, served without milk.",
    descriptionSo: "Shaah madow oo xoog leh oo lagu kariyey sinjibiil cusub iyo heyl yar, caano la'aan.",
    priceCents: 300,
    category: "hot_drinks",
    dietaryTags: ["vegan", "vegetarian", "gluten_free", "dairy_free", "nut_free"],
  },
  {
    name: "Somali Coffee (Qaxwo)",
    nameSo: "Qaxwo",
    description:
      "Dark-roasted coffee boiled with cardamom and ginger, poured into a small cup with a date on the side.",
    descriptionSo: "Bun madow oo lagu kariyey heyl iyo sinjibiil, waxaana la socda timir.",
    priceCents: 350,
    category: "hot_drinks",
    dietaryTags: ["vegan", "vegetarian", "gluten_free", "dairy_free", "nut_free"],
  },
  {
    name: "Cardamom Latte",
    nameSo: "Bun caano iyo heyl leh",
    description:
      "A double shot of espresso with velvety steamed milk and freshly ground cardamom, lightly sweetened.",
    descriptionSo: "Bun xoog leh iyo caano kulul oo lagu daray heyl la shiiday, waana macaan yar.",
    priceCents: 525,
    category: "hot_drinks",
    dietaryTags: ["vegetarian", "gluten_free", "nut_free"],
    isFeatured: true,
  },
  {
    name: "Camel Milk Shaah",
    nameSo: "Shaah caano geel",
    description:
      "Our spiced tea made with rich, slightly salty camel milk, just as it is poured in the Somali countryside.",
    descriptionSo: "Shaah xawaash leh oo lagu kariyey caano geel, sida looga cabbo miyiga Soomaaliya.",
    priceCents: 550,
    category: "hot_drinks",
    dietaryTags: ["vegetarian", "gluten_free", "nut_free"],
  },

  // Cold drinks
  {
    name: "Fresh Mango Juice",
    nameSo: "Casiir cambe",
    description: "Ripe mangoes blended thick and cold with a squeeze of lime.",
    descriptionSo: "Cambe bisil oo la shiiday, qabow oo dhumuc leh, lagu daray liin yar.",
    priceCents: 575,
    category: "cold_drinks",
    dietaryTags: ["vegan", "vegetarian", "gluten_free", "dairy_free", "nut_free"],
  },
  {
    name: "Fresh Papaya Juice",
    nameSo: "Casiir babaay",
    description: "Sweet papaya blended with ice and a touch of lime, smooth and refreshing.",
    descriptionSo: "Babaay macaan oo lala shiiday baraf iyo liin yar, waana mid qaboojiya.",
    priceCents: 575,
    category: "cold_drinks",
    dietaryTags: ["vegan", "vegetarian", "gluten_free", "dairy_free", "nut_free"],
  },
  {
    name: "Camel Milk & Date Shake",
    nameSo: "Caano geel iyo timir",
    description: "Cold camel milk blended with soft dates and a little cardamom, naturally sweet and creamy.",
    descriptionSo: "Caano geel qabow oo lala shiiday timir iyo heyl yar, si dabiici ah u macaan.",
    priceCents: 750,
    category: "cold_drinks",
    dietaryTags: ["vegetarian", "gluten_free", "nut_free"],
  },

  // Beverages
  {
    name: "Tamarind Cooler",
    nameSo: "Casiir raqay",
    description: "Tangy tamarind steeped with ginger and cane sugar, strained and poured over ice.",
    descriptionSo: "Raqay lagu qooyay biyo, sinjibiil iyo sonkor, oo baraf lagu daray.",
    priceCents: 450,
    category: "beverages",
    dietaryTags: ["vegan", "vegetarian", "gluten_free", "dairy_free", "nut_free"],
  },
  {
    name: "Lemon Mint Juice",
    nameSo: "Casiir liin iyo naanac",
    description: "Fresh lemons blended with mint leaves and crushed ice, bright and cooling.",
    descriptionSo: "Liin cusub oo lala shiiday caleemo naanac ah iyo baraf, waana mid aad u qaboojiya.",
    priceCents: 475,
    category: "beverages",
    dietaryTags: ["vegan", "vegetarian", "gluten_free", "dairy_free", "nut_free"],
  },

  // Breakfast
  {
    name: "Canjeero with Ghee & Sugar",
    nameSo: "Canjeero subag iyo sonkor",
    description:
      "Three soft, tangy canjeero drizzled with warm ghee and sprinkled with sugar, perfect with a cup of shaah.",
    descriptionSo:
      "Saddex canjeero oo jilicsan oo lagu daray subag diiran iyo sonkor, waxaana ugu fiican shaah.",
    priceCents: 875,
    category: "breakfast",
    dietaryTags: ["vegetarian", "nut_free"],
  },
  {
    name: "Goat Liver with Laxoox",
    nameSo: "Beer ari iyo laxoox",
    description: "Tender goat liver sautéed with onion, green pepper and cumin, served with warm laxoox.",
    descriptionSo:
      "Beer ari oo jilicsan oo lagu shiilay basal, basbaas cagaar iyo kamuun, waxaana la socda laxoox diiran.",
    priceCents: 1250,
    category: "breakfast",
    dietaryTags: ["halal", "dairy_free", "nut_free"],
  },
  {
    name: "Muqmad with Canjeero",
    nameSo: "Muqmad iyo canjeero",
    description:
      "Traditional Somali dried beef, slow-cooked in ghee with cardamom and served with fresh canjeero.",
    descriptionSo:
      "Hilib lo'aad la qalajiyey oo lagu kariyey subag iyo heyl, waxaana la socda canjeero cusub.",
    priceCents: 1350,
    category: "breakfast",
    dietaryTags: ["halal", "nut_free"],
  },
  {
    name: "Malawax Sweet Crepes",
    nameSo: "Malawax iyo malab",
    description:
      "Thin, sweet Somali crepes scented with cardamom, served warm with honey and a little butter.",
    descriptionSo: "Malawax khafiif ah oo macaan oo heyl leh, waxaana la socda malab iyo subag yar.",
    priceCents: 900,
    category: "breakfast",
    dietaryTags: ["vegetarian", "nut_free"],
  },
  {
    name: "Fuul with Rooti",
    nameSo: "Fuul iyo rooti",
    description:
      "Slow-cooked fava beans with cumin, tomato, onion and a drizzle of olive oil, served with warm bread.",
    descriptionSo:
      "Fuul si tartiib ah loo kariyey oo lagu daray kamuun, yaanyo, basal iyo saliid saytuun, waxaana la socda rooti diiran.",
    priceCents: 950,
    category: "breakfast",
    dietaryTags: ["vegan", "vegetarian", "dairy_free", "nut_free"],
  },

  // Snacks
  {
    name: "Beef Sambuus",
    nameSo: "Sambuus hilib lo'aad",
    description: "Two golden, crisp sambuus filled with spiced ground beef, onion and green chili.",
    descriptionSo:
      "Laba sambuus oo la shiilay, oo ay ku jiraan hilib lo'aad la shiiday, basal iyo basbaas cagaar ah.",
    priceCents: 450,
    category: "snacks",
    dietaryTags: ["halal", "dairy_free", "nut_free"],
    isFeatured: true,
  },
  {
    name: "Chicken Sambuus",
    nameSo: "Sambuus digaag",
    description: "Two crisp sambuus filled with spiced chicken, cilantro and onion.",
    descriptionSo: "Laba sambuus oo la shiilay, oo ay ku jiraan digaag xawaash leh, kabsar iyo basal.",
    priceCents: 450,
    category: "snacks",
    dietaryTags: ["halal", "dairy_free", "nut_free"],
  },
  {
    name: "Lentil & Vegetable Sambuus",
    nameSo: "Sambuus misir iyo khudaar",
    description: "Two crisp sambuus stuffed with red lentils, peas, carrot and a little chili.",
    descriptionSo:
      "Laba sambuus oo la shiilay, oo ay ku jiraan misir, digir cagaar, karooto iyo basbaas yar.",
    priceCents: 400,
    category: "snacks",
    dietaryTags: ["vegan", "vegetarian", "dairy_free", "nut_free"],
  },
  {
    name: "Bajiye Fritters",
    nameSo: "Bajiye",
    description:
      "Crunchy fritters of ground black-eyed peas, onion and chili, with green basbaas for dipping.",
    descriptionSo:
      "Bajiye laga sameeyey digir la shiiday, basal iyo basbaas, waxaana la socda basbaas cagaar ah.",
    priceCents: 500,
    category: "snacks",
    dietaryTags: ["vegan", "vegetarian", "gluten_free", "dairy_free", "nut_free"],
  },
  {
    name: "Kac Kac",
    nameSo: "Kac kac",
    description: "Little Somali doughnuts fragrant with cardamom, crisp outside and soft within.",
    descriptionSo: "Kac kac yaryar oo heyl leh, dibadda ka adag, gudahana ka jilicsan.",
    priceCents: 375,
    category: "snacks",
    dietaryTags: ["vegetarian", "nut_free"],
  },

  // Lunch
  {
    name: "Bariis Iskukaris with Goat",
    nameSo: "Bariis iskukaris iyo hilib ari",
    description:
      "Fragrant spiced basmati rice with raisins and onion, topped with tender slow-cooked goat, with banana and basbaas on the side.",
    descriptionSo:
      "Bariis iskukaris ah oo xawaash, sabiib iyo basal leh, oo lagu daray hilib ari jilicsan, waxaana la socda moos iyo basbaas.",
    priceCents: 1895,
    category: "lunch",
    dietaryTags: ["halal", "gluten_free", "dairy_free", "nut_free"],
    isFeatured: true,
  },
  {
    name: "Chicken & Rice",
    nameSo: "Bariis iyo digaag",
    description:
      "Half a chicken rubbed with xawaash and roasted until golden, over spiced rice with a fresh salad.",
    descriptionSo: "Nus digaag oo xawaash lagu mariyey oo la dubay, waxaana la socda bariis iyo saladh.",
    priceCents: 1595,
    category: "lunch",
    dietaryTags: ["halal", "gluten_free", "dairy_free", "nut_free"],
  },
  {
    name: "Baasto with Meat Sauce",
    nameSo: "Baasto suugo hilib leh",
    description: "Spaghetti in a slow-simmered beef and tomato suugo, served the Somali way with a banana.",
    descriptionSo:
      "Baasto lagu daray suugo hilib lo'aad iyo yaanyo, waxaana la socda moos sida caadada Soomaalida.",
    priceCents: 1450,
    category: "lunch",
    dietaryTags: ["halal", "dairy_free", "nut_free"],
  },
  {
    name: "Fried Fish & Rice",
    nameSo: "Kalluun iyo bariis",
    description: "Whole tilapia rubbed with garlic, lime and xawaash, pan-fried and served with spiced rice.",
    descriptionSo:
      "Kalluun dhan oo lagu mariyey toon, liin iyo xawaash, oo la shiilay, waxaana la socda bariis.",
    priceCents: 1695,
    category: "lunch",
    dietaryTags: ["halal", "gluten_free", "dairy_free", "nut_free"],
  },
  {
    name: "Vegetable Maraq with Sabaayad",
    nameSo: "Maraq khudaar iyo sabaayad",
    description:
      "A hearty stew of potato, carrot, green beans and tomato in a cumin broth, with flaky sabaayad.",
    descriptionSo:
      "Maraq khudaar ah oo leh baradho, karooto, digir cagaar iyo yaanyo, waxaana la socda sabaayad.",
    priceCents: 1250,
    category: "lunch",
    dietaryTags: ["vegan", "vegetarian", "dairy_free", "nut_free"],
  },

  // Dinner
  {
    name: "Beef Suqaar with Sabaayad",
    nameSo: "Suqaar lo'aad iyo sabaayad",
    description:
      "Small cubes of beef stir-fried with onion, peppers and cilantro, with warm, flaky sabaayad.",
    descriptionSo:
      "Hilib lo'aad yar yar loo jarjaray oo lagu shiilay basal, basbaas iyo kabsar, waxaana la socda sabaayad.",
    priceCents: 1595,
    category: "dinner",
    dietaryTags: ["halal", "dairy_free", "nut_free"],
  },
  {
    name: "Muufo with Goat Maraq",
    nameSo: "Muufo iyo maraq ari",
    description: "Oven-baked cornmeal muufo for dipping into a rich stew of goat and vegetables.",
    descriptionSo: "Muufo galley ah oo foorno lagu dubay, waxaana la socda maraq hilib ari iyo khudaar.",
    priceCents: 1695,
    category: "dinner",
    dietaryTags: ["halal", "dairy_free", "nut_free"],
  },
  {
    name: "Roast Goat Shoulder",
    nameSo: "Hilib ari la dubay",
    description:
      "A generous shoulder of goat slow-roasted with garlic and xawaash until it falls from the bone, with rice and salad.",
    descriptionSo:
      "Garab hilib ari ah oo si tartiib ah loogu dubay toon iyo xawaash ilaa uu lafta ka dhaco, waxaana la socda bariis iyo saladh.",
    priceCents: 2295,
    category: "dinner",
    dietaryTags: ["halal", "gluten_free", "dairy_free", "nut_free"],
  },
  {
    name: "Cambuulo",
    nameSo: "Cambuulo",
    description:
      "Slow-cooked adzuki beans finished with sesame oil and a pinch of sugar, a classic Somali evening meal.",
    descriptionSo:
      "Digir si tartiib ah loo kariyey oo lagu daray saliid macsaro iyo sonkor yar, waana casho Soomaaliyeed oo caan ah.",
    priceCents: 1050,
    category: "dinner",
    dietaryTags: ["vegan", "vegetarian", "gluten_free", "dairy_free", "nut_free"],
  },

  // Desserts
  {
    name: "Halwo",
    nameSo: "Xalwo",
    description:
      "Glossy, chewy Somali halwo cooked slowly with ghee, sugar and cardamom, cut into generous squares.",
    descriptionSo: "Xalwo si tartiib ah loo kariyey oo leh subag, sonkor iyo heyl, waana macaan oo jilicsan.",
    priceCents: 450,
    category: "desserts",
    dietaryTags: ["vegetarian", "gluten_free", "nut_free"],
    isFeatured: true,
  },
  {
    name: "Doolsho Cardamom Cake",
    nameSo: "Doolsho heyl leh",
    description: "A slice of light, golden Somali sponge cake baked with cardamom.",
    descriptionSo: "Xabbad doolsho ah oo fudud, oo lagu dubay heyl.",
    priceCents: 425,
    category: "desserts",
    dietaryTags: ["vegetarian", "nut_free"],
  },
  {
    name: "Buskud Cookies",
    nameSo: "Buskud",
    description: "Three buttery Somali cookies with cardamom, made for dipping into hot shaah.",
    descriptionSo: "Saddex buskud oo subag iyo heyl leh, oo aad ugu fiican shaah kulul.",
    priceCents: 350,
    category: "desserts",
    dietaryTags: ["vegetarian", "nut_free"],
  },
  {
    name: "Gashaato Coconut Sweets",
    nameSo: "Gashaato",
    description: "Chewy coconut sweets cooked with sugar and cardamom, a favorite at Somali weddings.",
    descriptionSo:
      "Macmacaan qumbe ah oo lagu kariyey sonkor iyo heyl, aad looga jecel yahay aroosyada Soomaalida.",
    priceCents: 400,
    category: "desserts",
    dietaryTags: ["vegan", "vegetarian", "gluten_free", "dairy_free"],
  },

  // Specials
  {
    name: "Weekend Goat Surbiyaan",
    nameSo: "Surbiyaan hilib ari",
    description:
      "Our weekend special: layered spiced rice and tender goat with caramelized onions, raisins and toasted almonds.",
    descriptionSo:
      "Cuntada gaarka ah ee dhammaadka toddobaadka: bariis xawaash leh iyo hilib ari, basal la shiilay, sabiib iyo looz la dubay.",
    priceCents: 1995,
    category: "specials",
    dietaryTags: ["halal", "gluten_free"],
    isFeatured: true,
  },
  {
    name: "Family Platter",
    nameSo: "Saxanka qoyska",
    description:
      "Bariis iskukaris, beef suqaar, roast chicken, six sambuus, sabaayad and salad, made to share among four.",
    descriptionSo:
      "Bariis iskukaris, suqaar lo'aad, digaag la dubay, lix sambuus, sabaayad iyo saladh, oo afar qof ku filan.",
    priceCents: 5800,
    category: "specials",
    dietaryTags: ["halal", "nut_free"],
  },
  {
    name: "Halwo & Qaxwo",
    nameSo: "Xalwo iyo qaxwo",
    description: "A square of our halwo with a cup of Somali coffee, the traditional way to welcome a guest.",
    descriptionSo: "Xabbad xalwo ah iyo koob qaxwo ah, sida dhaqan ahaan martida loogu soo dhaweeyo.",
    priceCents: 700,
    category: "specials",
    dietaryTags: ["vegetarian", "gluten_free", "nut_free"],
  },

  // Food (sides)
  {
    name: "Sabaayad Flatbread",
    nameSo: "Sabaayad",
    description: "Flaky, layered Somali flatbread brushed with oil and served warm from the griddle.",
    descriptionSo: "Sabaayad lakab lakab ah oo saliid leh, oo diiran oo hadda la dubay.",
    priceCents: 300,
    category: "food",
    dietaryTags: ["vegan", "vegetarian", "dairy_free", "nut_free"],
  },
  {
    name: "Spiced Rice",
    nameSo: "Bariis xawaash leh",
    description: "A bowl of basmati rice cooked with cumin, cardamom and cinnamon.",
    descriptionSo: "Bariis basmati ah oo lagu kariyey kamuun, heyl iyo qorfe.",
    priceCents: 450,
    category: "food",
    dietaryTags: ["vegan", "vegetarian", "gluten_free", "dairy_free", "nut_free"],
  },
  {
    name: "Garden Salad",
    nameSo: "Saladh khudaar",
    description:
      "Crisp lettuce, tomato, cucumber and red onion dressed with lime and a little green basbaas.",
    descriptionSo:
      "Caleen saladh, yaanyo, qajaar iyo basal casaan ah oo lagu daray liin iyo basbaas cagaar yar.",
    priceCents: 550,
    category: "food",
    dietaryTags: ["vegan", "vegetarian", "gluten_free", "dairy_free", "nut_free"],
  },
];
