import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { USERNAME_MIN } from "../../../contract/auth-rules.ts";
import { publicUserSchema } from "../../../contract/users.ts";
import { outbox, users } from "../../db/schema/index.ts";
import { messages, signUp, type TestClient, uniqueName, useTestShop } from "../../test/harness.ts";

const shop = useTestShop();

function expectPublicUser(body: unknown) {
  expect(publicUserSchema.strict().safeParse(body).success).toBe(true);
  expect(JSON.stringify(body)).not.toMatch(/argon2|passwordHash|password_hash|twoFactorSecret/i);
}

/** A signed-in member with every profile field filled, so a test can see what a request changed. */
async function member() {
  const client = shop.client();
  const username = uniqueName("amina");
  const signed = await signUp(client, {
    username,
    fullName: "Amina Warsame",
    email: `${username}@example.com`,
    phone: "6125550100",
  });
  return { client, ...signed };
}

/** Verified straight in the database: phone verification has its own tests (server/features/phone). */
async function verifiedMember() {
  const signed = await member();
  await shop.database.db.update(users).set({ phoneVerified: true }).where(eq(users.id, signed.user.id));
  return signed;
}

async function currentUser(client: TestClient) {
  const res = await client.get("/api/user");
  expect(res.status).toBe(200);
  return res.body;
}

describe("PATCH /api/user", () => {
  describe("success", () => {
    it("updates the profile fields and answers the public user", async () => {
      const { client } = await member();
      const username = uniqueName("hodan");
      const res = await client.patch("/api/user", {
        username,
        fullName: "Hodan Cali",
        email: `${username}@example.com`,
        phone: "+1 (612) 555-0199",
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        username,
        fullName: "Hodan Cali",
        email: `${username}@example.com`,
        phone: "+1 (612) 555-0199",
      });
      expectPublicUser(res.body);
    });

    it("keeps the change: GET /api/user shows it", async () => {
      const { client } = await member();
      await client.patch("/api/user", { fullName: "Amina Cabdi" });
      expect((await currentUser(client)).fullName).toBe("Amina Cabdi");
    });

    it("changes only the fields sent", async () => {
      const { client } = await member();
      const before = await currentUser(client);
      const res = await client.patch("/api/user", { fullName: "Amina Cabdi" });
      expect(res.body).toEqual({ ...before, fullName: "Amina Cabdi" });
    });

    it("lets the member sign in with the new username and not the old one", async () => {
      const { client, username: oldName, password } = await member();
      const newName = uniqueName("renamed");
      await client.patch("/api/user", { username: newName });
      expect((await shop.client().post("/api/login", { username: newName, password })).status).toBe(200);
      expect((await shop.client().post("/api/login", { username: oldName, password })).status).toBe(401);
    });

    it("lets the member change the case of their own username", async () => {
      const { client, username } = await member();
      const res = await client.patch("/api/user", { username: username.toUpperCase() });
      expect(res.status).toBe(200);
      expect(res.body.username).toBe(username.toUpperCase());
    });

    it("tells the old address that the email changed, and to what, in the member's language", async () => {
      const { client, user, username } = await member();
      const next = `${uniqueName("new")}@example.com`;
      expect((await client.patch("/api/user", { email: next })).status).toBe(200);
      const toOld = await shop.database.db.select().from(outbox).where(eq(outbox.recipient, user.email));
      const notice = toOld.find((mail) => mail.subject === "Your Somali Sips email address was changed");
      expect(notice?.textBody).toContain(next);
      expect(notice?.textBody).toContain(username);
      expect(notice?.textBody).toContain("/profile");

      // Somali for a member who reads Somali; a cleared email is said as removed.
      await client.patch("/api/user/preferences", { languagePreference: "so" });
      expect((await client.patch("/api/user", { email: "" })).status).toBe(200);
      const [removed] = await shop.database.db
        .select()
        .from(outbox)
        .where(eq(outbox.recipient, next))
        .then((mails) => mails.filter((mail) => mail.subject.startsWith("Cinwaanka iimaylka")));
      expect(removed?.subject).toBe("Cinwaanka iimaylka ee akoonkaaga Somali Sips waa la beddelay");
      expect(removed?.textBody).toContain("waa laga saaray");
    });

    it("tells no one when the email is saved unchanged, in other capitals", async () => {
      const { client, user } = await member();
      expect((await client.patch("/api/user", { email: user.email.toUpperCase() })).status).toBe(200);
      const toOld = await shop.database.db.select().from(outbox).where(eq(outbox.recipient, user.email));
      expect(toOld.map((mail) => mail.subject)).not.toContain("Your Somali Sips email address was changed");
    });

    it("accepts the member's own email again", async () => {
      const { client, user } = await member();
      const res = await client.patch("/api/user", { email: user.email.toUpperCase() });
      expect(res.status).toBe(200);
      expect(res.body.email).toBe(user.email);
    });

    it("clears the email when sent an empty string", async () => {
      const { client } = await member();
      const res = await client.patch("/api/user", { email: "" });
      expect(res.status).toBe(200);
      expect(res.body.email).toBeNull();
      expect((await currentUser(client)).email).toBeNull();
    });

    it("clears the phone when sent an empty string", async () => {
      const { client } = await member();
      const res = await client.patch("/api/user", { phone: "" });
      expect(res.body.phone).toBeNull();
    });

    it("frees a cleared email for another member", async () => {
      const { client, user } = await member();
      await client.patch("/api/user", { email: "" });
      const other = await member();
      const res = await other.client.patch("/api/user", { email: user.email });
      expect(res.status).toBe(200);
    });

    it("saves a birthday given as month and day", async () => {
      const { client } = await member();
      const res = await client.patch("/api/user", { birthMonth: 6, birthDay: 26 });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ birthMonth: 6, birthDay: 26 });
    });

    it("accepts 29 February, since a birthday has no year", async () => {
      const { client } = await member();
      const res = await client.patch("/api/user", { birthMonth: 2, birthDay: 29 });
      expect(res.status).toBe(200);
    });

    it("clears the birthday when both are null", async () => {
      const { client } = await member();
      await client.patch("/api/user", { birthMonth: 7, birthDay: 1 });
      const res = await client.patch("/api/user", { birthMonth: null, birthDay: null });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ birthMonth: null, birthDay: null });
    });

    it("keeps the birthday when a request leaves it out", async () => {
      const { client } = await member();
      await client.patch("/api/user", { birthMonth: 7, birthDay: 1 });
      const res = await client.patch("/api/user", { fullName: "Amina Cabdi" });
      expect(res.body).toMatchObject({ birthMonth: 7, birthDay: 1 });
    });

    it("ignores fields a member may not set: admin role, points, referral code, password hash", async () => {
      const { client, user } = await member();
      const res = await client.patch("/api/user", {
        fullName: "Amina Cabdi",
        isAdmin: true,
        loyaltyPoints: 99999,
        referralCode: "SIPHACKED",
        passwordHash: "x",
        id: user.id + 1000,
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: user.id,
        isAdmin: false,
        loyaltyPoints: user.loyaltyPoints,
        referralCode: user.referralCode,
      });
      expect((await currentUser(client)).isAdmin).toBe(false);
    });

    it("keeps the password working after a profile change", async () => {
      const { client, username, password } = await member();
      await client.patch("/api/user", { fullName: "Amina Cabdi", passwordHash: "x" });
      expect((await shop.client().post("/api/login", { username, password })).status).toBe(200);
    });
  });

  describe("validation", () => {
    it("refuses a short username with too_small and the minimum", async () => {
      const { client } = await member();
      const res = await client.patch("/api/user", { username: "ab" });
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({
        path: ["username"],
        code: "too_small",
        minimum: USERNAME_MIN,
      });
    });

    it("refuses a username with invalid characters", async () => {
      const { client } = await member();
      const res = await client.patch("/api/user", { username: "amina warsame" });
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ path: ["username"] });
    });

    it("refuses an invalid email", async () => {
      const { client } = await member();
      const res = await client.patch("/api/user", { email: "not-an-email" });
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ path: ["email"] });
    });

    it("refuses an invalid phone", async () => {
      const { client } = await member();
      const res = await client.patch("/api/user", { phone: "call me" });
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ path: ["phone"] });
    });

    it("refuses a one-letter full name", async () => {
      const { client } = await member();
      const res = await client.patch("/api/user", { fullName: "A" });
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ path: ["fullName"] });
    });

    it("refuses a birth month without a day", async () => {
      const { client } = await member();
      const res = await client.patch("/api/user", { birthMonth: 5 });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(messages.en.birthdayIncomplete);
    });

    it("refuses a birth day without a month", async () => {
      const { client } = await member();
      const res = await client.patch("/api/user", { birthDay: 5 });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(messages.en.birthdayIncomplete);
    });

    it("refuses clearing only half of the birthday", async () => {
      const { client } = await member();
      await client.patch("/api/user", { birthMonth: 7, birthDay: 1 });
      const res = await client.patch("/api/user", { birthMonth: null, birthDay: 1 });
      expect(res.status).toBe(400);
      expect((await currentUser(client)).birthMonth).toBe(7);
    });

    it.each([
      [2, 30],
      [2, 31],
      [4, 31],
      [11, 31],
    ])("refuses a day that month %i does not have (%i)", async (birthMonth, birthDay) => {
      const { client } = await member();
      const res = await client.patch("/api/user", { birthMonth, birthDay });
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ path: ["birthDay"] });
    });

    it.each([
      [0, 1],
      [13, 1],
      [1, 0],
      [1, 32],
      [1.5, 1],
    ])("refuses the month/day pair %s/%s", async (birthMonth, birthDay) => {
      const { client } = await member();
      const res = await client.patch("/api/user", { birthMonth, birthDay });
      expect(res.status).toBe(400);
    });

    it("refuses a birthday sent as text", async () => {
      const { client } = await member();
      const res = await client.patch("/api/user", { birthMonth: "5", birthDay: "1" });
      expect(res.status).toBe(400);
    });

    it("answers validation errors in Somali when asked", async () => {
      const { client } = await member();
      client.language = "so";
      const res = await client.patch("/api/user", { email: "not-an-email" });
      expect(res.body.error).toBe(messages.so.invalidEmail);
    });
  });

  describe("conflicts", () => {
    it("refuses another member's username with 409, whatever its case", async () => {
      const other = await member();
      const { client } = await member();
      const res = await client.patch("/api/user", { username: other.username.toUpperCase() });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(messages.en.usernameTaken);
      expect(res.body.errors[0]).toMatchObject({ path: ["username"] });
    });

    it("refuses another member's email with 409, whatever its case", async () => {
      const other = await member();
      const { client } = await member();
      const res = await client.patch("/api/user", { email: other.user.email.toUpperCase() });
      expect(res.status).toBe(409);
      expect(res.body.error).toBe(messages.en.emailTaken);
      expect(res.body.errors[0]).toMatchObject({ path: ["email"] });
    });

    it("lets only one of two members take a free username at the same moment", async () => {
      const first = await member();
      const second = await member();
      const username = uniqueName("race");
      const answers = await Promise.all([
        first.client.patch("/api/user", { username }),
        second.client.patch("/api/user", { username }),
      ]);
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    });
  });

  describe("bad input changes nothing", () => {
    it("leaves every field as it was after a validation failure", async () => {
      const { client } = await member();
      const before = await currentUser(client);
      const res = await client.patch("/api/user", { fullName: "Amina Cabdi", email: "not-an-email" });
      expect(res.status).toBe(400);
      expect(await currentUser(client)).toEqual(before);
    });

    it("leaves every field as it was after a username conflict", async () => {
      const other = await member();
      const { client } = await member();
      const before = await currentUser(client);
      const res = await client.patch("/api/user", { fullName: "Amina Cabdi", username: other.username });
      expect(res.status).toBe(409);
      expect(await currentUser(client)).toEqual(before);
    });

    it("leaves every field as it was after an email conflict", async () => {
      const other = await member();
      const { client } = await member();
      const before = await currentUser(client);
      const res = await client.patch("/api/user", { phone: "6125550111", email: other.user.email });
      expect(res.status).toBe(409);
      expect(await currentUser(client)).toEqual(before);
    });

    it("leaves the birthday as it was after an impossible date", async () => {
      const { client } = await member();
      await client.patch("/api/user", { birthMonth: 3, birthDay: 8 });
      await client.patch("/api/user", { birthMonth: 2, birthDay: 30 });
      expect(await currentUser(client)).toMatchObject({ birthMonth: 3, birthDay: 8 });
    });
  });

  describe("signed out", () => {
    it("answers 401", async () => {
      const res = await shop.client().patch("/api/user", { fullName: "Amina Cabdi" });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: messages.en.notSignedIn, code: "notSignedIn" });
    });

    it("answers 401, not 400, even to an invalid body", async () => {
      const res = await shop.client().patch("/api/user", { username: "a", email: "nope", birthMonth: 13 });
      expect(res.status).toBe(401);
    });

    it("answers 401 after logout", async () => {
      const { client } = await member();
      await client.post("/api/logout");
      expect((await client.patch("/api/user", { fullName: "Amina Cabdi" })).status).toBe(401);
    });
  });
});

describe("PATCH /api/user/preferences", () => {
  describe("success", () => {
    it("saves the language", async () => {
      const { client } = await member();
      const res = await client.patch("/api/user/preferences", { languagePreference: "so" });
      expect(res.status).toBe(200);
      expect(res.body.languagePreference).toBe("so");
      expectPublicUser(res.body);
      expect((await currentUser(client)).languagePreference).toBe("so");
    });

    it("switches the language back to English", async () => {
      const { client } = await member();
      await client.patch("/api/user/preferences", { languagePreference: "so" });
      const res = await client.patch("/api/user/preferences", { languagePreference: "en" });
      expect(res.body.languagePreference).toBe("en");
    });

    it("saves known dietary preferences as a comma-joined string", async () => {
      const { client } = await member();
      const res = await client.patch("/api/user/preferences", { dietaryPreferences: "vegan,halal" });
      expect(res.status).toBe(200);
      expect(res.body.dietaryPreferences).toBe("vegan,halal");
    });

    it("tidies spaces around dietary ids", async () => {
      const { client } = await member();
      const res = await client.patch("/api/user/preferences", {
        dietaryPreferences: " gluten_free , nut_free ",
      });
      expect(res.body.dietaryPreferences).toBe("gluten_free,nut_free");
    });

    it("clears dietary preferences with an empty string", async () => {
      const { client } = await member();
      await client.patch("/api/user/preferences", { dietaryPreferences: "vegan" });
      const res = await client.patch("/api/user/preferences", { dietaryPreferences: "" });
      expect(res.status).toBe(200);
      expect(res.body.dietaryPreferences).toBe("");
    });

    it("saves every notification preference", async () => {
      const { client } = await verifiedMember();
      const choices = {
        acceptSmsMarketing: true,
        acceptEmailMarketing: true,
        receiveOrderUpdates: false,
        receivePointsUpdates: false,
        receivePromotions: true,
      };
      const res = await client.patch("/api/user/preferences", choices);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject(choices);
      expect(await currentUser(client)).toMatchObject(choices);
    });

    it("changes only the preferences sent", async () => {
      const { client } = await member();
      const before = await currentUser(client);
      const res = await client.patch("/api/user/preferences", {
        receivePromotions: !before.receivePromotions,
      });
      expect(res.body).toEqual({ ...before, receivePromotions: !before.receivePromotions });
    });

    it("does not let a member grant themselves the admin role", async () => {
      const { client } = await member();
      await client.patch("/api/user/preferences", { receivePromotions: true, isAdmin: true });
      expect((await currentUser(client)).isAdmin).toBe(false);
    });
  });

  describe("validation", () => {
    it.each(["fr", "EN", "", "somali"])("refuses the language %j", async (languagePreference) => {
      const { client } = await member();
      const res = await client.patch("/api/user/preferences", { languagePreference });
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ path: ["languagePreference"] });
    });

    it("refuses an unknown dietary id", async () => {
      const { client } = await member();
      const res = await client.patch("/api/user/preferences", { dietaryPreferences: "vegan,carnivore" });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(messages.en.unknownDietaryPreference);
      expect(res.body.errors[0]).toMatchObject({ path: ["dietaryPreferences"] });
    });

    it("refuses dietary preferences sent as a list instead of a string", async () => {
      const { client } = await member();
      const res = await client.patch("/api/user/preferences", { dietaryPreferences: ["vegan"] });
      expect(res.status).toBe(400);
    });

    it.each([
      "acceptSmsMarketing",
      "acceptEmailMarketing",
      "receiveOrderUpdates",
      "receivePointsUpdates",
      "receivePromotions",
    ])("refuses %s when it is not a boolean", async (field) => {
      const { client } = await member();
      const res = await client.patch("/api/user/preferences", { [field]: "yes" });
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ path: [field] });
    });

    it("refuses an empty body with 400", async () => {
      const { client } = await member();
      const res = await client.patch("/api/user/preferences", {});
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(messages.en.nothingToUpdate);
    });

    it("refuses a body with only unknown fields with 400", async () => {
      const { client } = await member();
      const res = await client.patch("/api/user/preferences", { isAdmin: true });
      expect(res.status).toBe(400);
    });

    it("answers validation errors in Somali when asked", async () => {
      const { client } = await member();
      client.language = "so";
      const res = await client.patch("/api/user/preferences", {});
      expect(res.body.error).toBe(messages.so.nothingToUpdate);
    });
  });

  describe("bad input changes nothing", () => {
    it("leaves the language as it was when another field is invalid", async () => {
      const { client } = await member();
      const before = await currentUser(client);
      const res = await client.patch("/api/user/preferences", {
        languagePreference: "so",
        receivePromotions: "yes",
      });
      expect(res.status).toBe(400);
      expect(await currentUser(client)).toEqual(before);
    });

    it("leaves dietary preferences as they were after an unknown id", async () => {
      const { client } = await member();
      await client.patch("/api/user/preferences", { dietaryPreferences: "halal" });
      await client.patch("/api/user/preferences", { dietaryPreferences: "halal,carnivore" });
      expect((await currentUser(client)).dietaryPreferences).toBe("halal");
    });
  });

  describe("SMS marketing needs a verified phone", () => {
    it("refuses to switch it on with 400 and changes nothing", async () => {
      const { client } = await member();
      const before = await currentUser(client);
      const res = await client.patch("/api/user/preferences", {
        acceptSmsMarketing: true,
        receivePromotions: !before.receivePromotions,
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(messages.en.smsNeedsVerifiedPhone);
      expect(await currentUser(client)).toEqual(before);
    });

    it("says so in Somali when asked", async () => {
      const { client } = await member();
      client.language = "so";
      const res = await client.patch("/api/user/preferences", { acceptSmsMarketing: true });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(messages.so.smsNeedsVerifiedPhone);
    });

    it("still lets an unverified member switch it off", async () => {
      const { client } = await member();
      const res = await client.patch("/api/user/preferences", { acceptSmsMarketing: false });
      expect(res.status).toBe(200);
      expect(res.body.acceptSmsMarketing).toBe(false);
    });

    it("switches it on once the phone is verified", async () => {
      const { client } = await verifiedMember();
      const res = await client.patch("/api/user/preferences", { acceptSmsMarketing: true });
      expect(res.status).toBe(200);
      expect((await currentUser(client)).acceptSmsMarketing).toBe(true);
    });
  });

  describe("signed out", () => {
    it("answers 401", async () => {
      const res = await shop.client().patch("/api/user/preferences", { languagePreference: "so" });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: messages.en.notSignedIn, code: "notSignedIn" });
    });

    it("answers 401, not 400, even to an empty body", async () => {
      const res = await shop.client().patch("/api/user/preferences", {});
      expect(res.status).toBe(401);
    });

    it("answers 401 in Somali when asked", async () => {
      const client = shop.client();
      client.language = "so";
      const res = await client.patch("/api/user/preferences", { languagePreference: "fr" });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: messages.so.notSignedIn, code: "notSignedIn" });
    });
  });
});
