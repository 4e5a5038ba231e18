import { describe, expect, it } from "vitest";
import { messages, signUp, type TestClient, useTestShop } from "../../test/harness.ts";

/** A member's saved addresses for quick checkout: GET/POST/PATCH/DELETE /api/user/addresses. */

const shop = useTestShop();

const en = messages.en;

async function member() {
  const client = shop.client();
  await signUp(client);
  return client;
}

async function list(client: TestClient) {
  const res = await client.get("/api/user/addresses");
  expect(res.status).toBe(200);
  return res.body as { id: number; label: string; street: string; isDefault: boolean }[];
}

const defaults = (addresses: { label: string; isDefault: boolean }[]) =>
  addresses.filter((address) => address.isDefault).map((address) => address.label);

describe("/api/user/addresses", () => {
  it("starts empty", async () => {
    expect(await list(await member())).toEqual([]);
  });

  it("creates an address and answers it in full, without the owner's id", async () => {
    const client = await member();
    const res = await client.post("/api/user/addresses", {
      label: " Work ",
      street: "Shop 12, Karmel Mall",
      city: "Minneapolis",
      state: "MN",
      zipCode: "55408",
      instructions: "Back door by the tailor",
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({
      id: expect.any(Number),
      label: "Work",
      street: "Shop 12, Karmel Mall",
      city: "Minneapolis",
      state: "MN",
      zipCode: "55408",
      instructions: "Back door by the tailor",
      isDefault: true,
    });
    expect(await list(client)).toEqual([res.body]);
  });

  it("reads blank optional fields as empty", async () => {
    const client = await member();
    const res = await client.post("/api/user/addresses", {
      label: "Home",
      street: "Cedar Ave 1",
      city: "",
      state: " ",
      zipCode: "",
      instructions: "",
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ city: null, state: null, zipCode: null, instructions: null });
  });

  it("makes the first address the default and later ones not", async () => {
    const client = await member();
    const first = await client.post("/api/user/addresses", { label: "Home", street: "Cedar Ave 1" });
    const second = await client.post("/api/user/addresses", { label: "Work", street: "Shop 12" });
    expect(first.body.isDefault).toBe(true);
    expect(second.body.isDefault).toBe(false);
    expect(defaults(await list(client))).toEqual(["Home"]);
  });

  it("a new default address replaces the old one", async () => {
    const client = await member();
    await client.post("/api/user/addresses", { label: "Home", street: "Cedar Ave 1" });
    const work = await client.post("/api/user/addresses", {
      label: "Work",
      street: "Shop 12",
      isDefault: true,
    });
    expect(work.body.isDefault).toBe(true);
    const addresses = await list(client);
    expect(defaults(addresses)).toEqual(["Work"]);
    // The default comes first.
    expect(addresses.map((address) => address.label)).toEqual(["Work", "Home"]);
  });

  it("PATCH changes only the fields sent; making one default unsets the other", async () => {
    const client = await member();
    const home = await client.post("/api/user/addresses", {
      label: "Home",
      street: "Cedar Ave 1",
      city: "Minneapolis",
    });
    const work = await client.post("/api/user/addresses", { label: "Work", street: "Shop 12" });

    const renamed = await client.patch(`/api/user/addresses/${home.body.id}`, { street: "Cedar Ave 2" });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toEqual({ ...home.body, street: "Cedar Ave 2" });

    const promoted = await client.patch(`/api/user/addresses/${work.body.id}`, { isDefault: true });
    expect(promoted.status).toBe(200);
    expect(promoted.body.isDefault).toBe(true);
    expect(defaults(await list(client))).toEqual(["Work"]);
  });

  it("PATCH with nothing to change answers the address unchanged", async () => {
    const client = await member();
    const home = await client.post("/api/user/addresses", { label: "Home", street: "Cedar Ave 1" });
    for (const body of [{}, { unknown: "field" }]) {
      const res = await client.patch(`/api/user/addresses/${home.body.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(res.body).toEqual(home.body);
    }
    expect((await (await member()).patch(`/api/user/addresses/${home.body.id}`, {})).status).toBe(404);
  });

  it("DELETE removes the address", async () => {
    const client = await member();
    const home = await client.post("/api/user/addresses", { label: "Home", street: "Cedar Ave 1" });
    const work = await client.post("/api/user/addresses", { label: "Work", street: "Shop 12" });
    const res = await client.delete(`/api/user/addresses/${home.body.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ success: true });
    expect((await list(client)).map((address) => address.id)).toEqual([work.body.id]);
    expect((await client.delete(`/api/user/addresses/${home.body.id}`)).status).toBe(404);
  });

  it("lists only the member's own addresses", async () => {
    const mine = await member();
    const theirs = await member();
    await mine.post("/api/user/addresses", { label: "Home", street: "Cedar Ave 1" });
    await theirs.post("/api/user/addresses", { label: "Theirs", street: "Elsewhere 1" });
    expect((await list(mine)).map((address) => address.label)).toEqual(["Home"]);
    expect((await list(theirs)).map((address) => address.label)).toEqual(["Theirs"]);
  });

  it("another member's address is 404 to PATCH and DELETE, and stays as it was", async () => {
    const owner = await member();
    const address = await owner.post("/api/user/addresses", { label: "Home", street: "Cedar Ave 1" });
    const intruder = await member();
    const mine = await intruder.post("/api/user/addresses", { label: "Mine", street: "Riverside 3" });

    const patched = await intruder.patch(`/api/user/addresses/${address.body.id}`, {
      street: "Hijacked",
      isDefault: true,
    });
    expect(patched.status).toBe(404);
    expect(patched.body).toEqual({ error: en.notFound, code: "notFound" });
    expect((await intruder.delete(`/api/user/addresses/${address.body.id}`)).status).toBe(404);

    expect(await list(owner)).toEqual([address.body]);
    // The refused PATCH did not unset the intruder's own default either.
    expect(await list(intruder)).toEqual([mine.body]);
  });

  it("an unknown id is 404; an id that is not one is 400", async () => {
    const client = await member();
    expect((await client.patch("/api/user/addresses/999999", { label: "X" })).status).toBe(404);
    expect((await client.delete("/api/user/addresses/999999")).status).toBe(404);
    for (const id of ["abc", "0", "-1", "3000000000"]) {
      expect((await client.patch(`/api/user/addresses/${id}`, { label: "X" })).status, id).toBe(400);
      expect((await client.delete(`/api/user/addresses/${id}`)).status, id).toBe(400);
    }
  });

  it.each([
    [{ street: "Cedar Ave 1" }, ["label"]],
    [{ label: "", street: "Cedar Ave 1" }, ["label"]],
    [{ label: "Home" }, ["street"]],
    [{ label: "Home", street: "C" }, ["street"]],
    [{ label: "Home", street: "x".repeat(201) }, ["street"]],
    [{ label: "Home", street: "Cedar Ave 1", isDefault: "yes" }, ["isDefault"]],
  ])("POST %j is 400 naming %j", async (body, path) => {
    const client = await member();
    const res = await client.post("/api/user/addresses", body);
    expect(res.status).toBe(400);
    expect(typeof res.body.error).toBe("string");
    expect(res.body.errors[0].path).toEqual(path);
    expect(await list(client)).toEqual([]);
  });

  it("says what is missing", async () => {
    const client = await member();
    expect((await client.post("/api/user/addresses", { label: "", street: "Cedar Ave 1" })).body.error).toBe(
      en.addressLabelRequired,
    );
    expect((await client.post("/api/user/addresses", { label: "Home", street: "C" })).body.error).toBe(
      en.addressStreetRequired,
    );
  });

  it("PATCH validates too", async () => {
    const client = await member();
    const home = await client.post("/api/user/addresses", { label: "Home", street: "Cedar Ave 1" });
    const res = await client.patch(`/api/user/addresses/${home.body.id}`, { street: "" });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(en.addressStreetRequired);
    expect(await list(client)).toEqual([home.body]);
  });

  it("a refused PATCH changes nothing, not even which address is the default", async () => {
    const client = await member();
    const home = await client.post("/api/user/addresses", { label: "Home", street: "Cedar Ave 1" });
    const work = await client.post("/api/user/addresses", { label: "Work", street: "Shop 12" });
    for (const body of [
      { isDefault: true, street: "C" },
      { isDefault: true, label: " " },
      { isDefault: "yes", label: "Office" },
    ]) {
      const res = await client.patch(`/api/user/addresses/${work.body.id}`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect(await list(client)).toEqual([home.body, work.body]);
  });

  it("answers refusals in the member's language", async () => {
    const client = await member();
    client.language = "so";
    const home = await client.post("/api/user/addresses", { label: "Home", street: "Cedar Ave 1" });
    expect((await client.post("/api/user/addresses", { label: "", street: "Cedar Ave 1" })).body.error).toBe(
      messages.so.addressLabelRequired,
    );
    expect((await client.patch(`/api/user/addresses/${home.body.id}`, { street: "" })).body.error).toBe(
      messages.so.addressStreetRequired,
    );
    await client.delete(`/api/user/addresses/${home.body.id}`);
    const gone = await client.delete(`/api/user/addresses/${home.body.id}`);
    expect(gone.status).toBe(404);
    expect(gone.body.error).toBe(messages.so.notFound);
    expect(messages.so.notFound).not.toBe(en.notFound);
  });

  it("a guest cannot change or delete a member's address", async () => {
    const owner = await member();
    const address = await owner.post("/api/user/addresses", { label: "Home", street: "Cedar Ave 1" });
    const guest = shop.client();
    const url = `/api/user/addresses/${address.body.id}`;
    for (const res of [await guest.patch(url, { street: "Hijacked" }), await guest.delete(url)]) {
      expect(res.status).toBe(401);
      expect(res.body.error).toBe(en.notSignedIn);
    }
    expect(await list(owner)).toEqual([address.body]);
  });

  it("is 401 signed out, for every method", async () => {
    const guest = shop.client();
    const attempts = [
      guest.get("/api/user/addresses"),
      guest.post("/api/user/addresses", { label: "Home", street: "Cedar Ave 1" }),
      guest.patch("/api/user/addresses/1", { label: "Home" }),
      guest.delete("/api/user/addresses/1"),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(401);
      expect(res.body.error).toBe(en.notSignedIn);
    }
  });
});
