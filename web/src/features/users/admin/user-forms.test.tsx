import { messageCounts } from "@contract/auth-rules.ts";
import { type Catalog, translatorFor } from "@contract/translate.ts";
import type { PublicUser } from "@contract/users.ts";
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, test } from "vitest";
import en from "../../../../../i18n/en.json" with { type: "json" };
import { answer, refuse } from "../../../testing/answers.ts";

import { renderScreen } from "../../../testing/render.tsx";
import { server } from "../../../testing/server.ts";
import { aMember } from "../../../testing/users.ts";
import { AddUserDialog } from "./add-user-dialog.tsx";
import { EditUserDialog } from "./edit-user-dialog.tsx";

const t = translatorFor(en as Catalog, "en");
/** A refusal as a form field shows it (web/src/components/ui/field.tsx). */
const refusal = (key: string) => t(`errors.${key}`, { count: messageCounts[`errors.${key}`] });

let sent: { method: string; body: unknown }[];

beforeEach(() => {
  sent = [];
  server.use(
    answer("POST /api/register", ({ body }) => {
      sent.push({ method: "POST", body });
      return aMember({ id: 77, ...(body as Partial<PublicUser>) });
    }),
    answer("PATCH /api/users/:id", ({ body }) => {
      sent.push({ method: "PATCH", body });
      return aMember(body as Partial<PublicUser>);
    }),
  );
});

describe("adding a user", () => {
  async function openDialog() {
    const view = await renderScreen(<AddUserDialog />);
    await view.user.click(screen.getByRole("button", { name: en.adminUsers.add.open }));
    const dialog = await screen.findByRole("dialog", { name: en.adminUsers.add.title });
    const field = (name: string) => within(dialog).getByLabelText(new RegExp(`^${name}`));
    return { ...view, dialog, field };
  }

  test("says what is wrong with each field and sends nothing", async () => {
    const { user, dialog, field } = await openDialog();
    await user.click(within(dialog).getByRole("button", { name: en.adminUsers.add.submit }));
    expect(await within(dialog).findByText(refusal("usernameTooShort"))).toBeTruthy();
    expect(within(dialog).getByText(refusal("passwordTooShort"))).toBeTruthy();

    await user.type(field(en.fields.username), "bad name!");
    await user.type(field(en.fields.fullName), "A");
    await user.type(field(en.fields.email), "not-an-email");
    await user.click(within(dialog).getByRole("button", { name: en.adminUsers.add.submit }));
    expect(await within(dialog).findByText(refusal("usernameCharacters"))).toBeTruthy();
    expect(within(dialog).getByText(refusal("fullNameTooShort"))).toBeTruthy();
    expect(within(dialog).getByText(refusal("invalidEmail"))).toBeTruthy();
    expect(sent).toEqual([]);
  });

  test("a staff login is created with its role, whose line says what it may do", async () => {
    const { user, dialog, field } = await openDialog();
    const role = within(dialog).getByRole("combobox", { name: en.adminUsers.role.label });
    expect(within(dialog).getByText(en.adminUsers.role.may.member)).toBeTruthy();
    await user.selectOptions(role, "staff");
    expect(within(dialog).getByText(en.adminUsers.role.may.staff)).toBeTruthy();

    await user.type(field(en.fields.username), "barista1");
    await user.type(field(en.fields.password), "correct horse battery staple");
    await user.click(within(dialog).getByRole("button", { name: en.adminUsers.add.submit }));
    await waitFor(() =>
      expect(sent).toMatchObject([
        {
          method: "POST",
          body: { username: "barista1", password: "correct horse battery staple", role: "staff" },
        },
      ]),
    );
    expect(await screen.findByText("User barista1 created")).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  test("a username already taken is said with the server's reason, and the dialog stays open", async () => {
    server.use(refuse("POST /api/register", 409, "usernameTaken"));
    const { user, dialog, field } = await openDialog();
    await user.type(field(en.fields.username), "hodan");
    await user.type(field(en.fields.password), "correct horse battery staple");
    await user.click(within(dialog).getByRole("button", { name: en.adminUsers.add.submit }));
    expect(await screen.findByText(en.adminUsers.add.failed)).toBeTruthy();
    expect(screen.getByText(en.errors.usernameTaken)).toBeTruthy();
    expect(screen.getByRole("dialog", { name: en.adminUsers.add.title })).toBeTruthy();
  });
});

describe("editing a user", () => {
  async function openDialog(member: PublicUser, isSelf = false) {
    const view = await renderScreen(<EditUserDialog user={member} isSelf={isSelf} />);
    await view.user.click(screen.getByRole("button", { name: `Edit ${member.username}` }));
    const dialog = await screen.findByRole("dialog", { name: en.adminUsers.edit.title });
    return { ...view, dialog };
  }

  test("a member made a manager is saved with the new role", async () => {
    const { user, dialog } = await openDialog(aMember());
    await user.selectOptions(
      within(dialog).getByRole("combobox", { name: en.adminUsers.role.label }),
      "manager",
    );
    expect(within(dialog).getByText(en.adminUsers.role.may.manager)).toBeTruthy();
    await user.click(within(dialog).getByRole("button", { name: en.common.save }));
    await waitFor(() => expect(sent).toMatchObject([{ method: "PATCH", body: { role: "manager" } }]));
    expect(await screen.findByText(en.adminUsers.edit.saved)).toBeTruthy();
  });

  test("a wrong email is refused before anything is sent", async () => {
    const { user, dialog } = await openDialog(aMember());
    const email = within(dialog).getByLabelText(en.fields.email);
    await user.clear(email);
    await user.type(email, "hodan-at-example");
    await user.click(within(dialog).getByRole("button", { name: en.common.save }));
    expect(await within(dialog).findByText(refusal("invalidEmail"))).toBeTruthy();
    expect(sent).toEqual([]);
  });

  test("an admin editing themselves is told they cannot change their own role", async () => {
    const { dialog } = await openDialog(aMember({ role: "admin" }), true);
    expect(within(dialog).getByText(en.errors.ownRole)).toBeTruthy();
  });
});
