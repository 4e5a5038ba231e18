import { messageCounts } from "@contract/auth-rules.ts";
import { type Catalog, translatorFor } from "@contract/translate.ts";
import type { PublicUser } from "@contract/users.ts";
import { screen, waitFor, within } from "@testing-library/react";
import { beforeEach, describe, expect, test } from "vitest";
import en from "../../../../../i18n/en.json" with { type: "json" };
import { answer, refuse, sentTo } from "../../../testing/answers.ts";
import { renderScreen } from "../../../testing/render.tsx";
import { server } from "../../../testing/server.ts";
import { aMember } from "../../../testing/users.ts";
import { AddUserDialog } from "./add-user-dialog.tsx";
import { EditUserDialog } from "./edit-user-dialog.tsx";
import { EmailUserDialog } from "./email-user-dialog.tsx";
import { PointsDialog } from "./points-dialog.tsx";
import { SetPasswordDialog } from "./set-password-dialog.tsx";

const t = translatorFor(en as Catalog, "en");
/** A refusal as a form field shows it (web/src/components/ui/field.tsx). */
const refusal = (key: string) => t(`errors.${key}`, { count: messageCounts[`errors.${key}`] });

const created = () => sentTo("POST /api/register");
const updated = () => sentTo("PATCH /api/users/:id");

beforeEach(() => {
  server.use(
    answer("POST /api/register", ({ body }) => aMember({ id: 77, ...(body as Partial<PublicUser>) })),
    answer("PATCH /api/users/:id", ({ body }) => aMember(body as Partial<PublicUser>)),
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
    expect(created()).toEqual([]);
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
      expect(created()).toMatchObject([
        { username: "barista1", password: "correct horse battery staple", role: "staff" },
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
    await waitFor(() => expect(updated()).toMatchObject([{ role: "manager" }]));
    expect(await screen.findByText(en.adminUsers.edit.saved)).toBeTruthy();
  });

  test("a wrong email is refused before anything is sent", async () => {
    const { user, dialog } = await openDialog(aMember());
    const email = within(dialog).getByLabelText(en.fields.email);
    await user.clear(email);
    await user.type(email, "hodan-at-example");
    await user.click(within(dialog).getByRole("button", { name: en.common.save }));
    expect(await within(dialog).findByText(refusal("invalidEmail"))).toBeTruthy();
    expect(updated()).toEqual([]);
  });

  test("an admin editing themselves is told they cannot change their own role", async () => {
    const { dialog } = await openDialog(aMember({ role: "admin" }), true);
    expect(within(dialog).getByText(en.errors.ownRole)).toBeTruthy();
  });
});

describe("emailing a user", () => {
  test("an empty subject and message are asked for, and a mail is sent and the dialog closes", async () => {
    server.use(answer("POST /api/users/:id/email", () => ({ success: true as const })));
    const member = aMember();
    const { user } = await renderScreen(<EmailUserDialog user={member} />);
    await user.click(screen.getByRole("button", { name: `Email ${member.username}` }));
    const dialog = await screen.findByRole("dialog", { name: en.adminUsers.email.title });
    await user.click(within(dialog).getByRole("button", { name: en.adminUsers.email.send }));
    expect(await within(dialog).findByText(en.errors.subjectRequired)).toBeTruthy();
    expect(within(dialog).getByText(en.errors.messageRequired)).toBeTruthy();
    expect(sentTo("POST /api/users/:id/email")).toEqual([]);

    await user.type(within(dialog).getByLabelText(en.adminUsers.email.subject), "Your catering question");
    await user.type(within(dialog).getByLabelText(en.adminUsers.email.message), "Thirty on Saturday.");
    await user.click(within(dialog).getByRole("button", { name: en.adminUsers.email.send }));
    await waitFor(() =>
      expect(sentTo("POST /api/users/:id/email")).toEqual([
        { subject: "Your catering question", message: "Thirty on Saturday." },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  test("Cancel closes the dialog and sends nothing", async () => {
    const member = aMember();
    const { user } = await renderScreen(<EmailUserDialog user={member} />);
    await user.click(screen.getByRole("button", { name: `Email ${member.username}` }));
    const dialog = await screen.findByRole("dialog", { name: en.adminUsers.email.title });
    await user.click(within(dialog).getByRole("button", { name: en.common.cancel }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
    expect(sentTo("POST /api/users/:id/email")).toEqual([]);
  });
});

describe("adjusting a user's points", () => {
  test("a refused adjustment is said at the amount; an accepted one shows the new balance and stays open", async () => {
    const member = aMember({ loyaltyPoints: 50 });
    server.use(
      answer("GET /api/points/history/:userId", () => []),
      refuse("POST /api/points/adjust", 400, "pointsAdjustTooLarge"),
    );
    const { user } = await renderScreen(<PointsDialog user={member} />);
    await user.click(screen.getByRole("button", { name: `Manage points of ${member.username}` }));
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByTestId("points-balance").textContent).toBe("50");
    await user.type(within(dialog).getByLabelText(en.adminUsers.points.amount), "25");
    await user.type(within(dialog).getByLabelText(en.adminUsers.points.reason), "Birthday cake mix-up");
    await user.click(within(dialog).getByRole("button", { name: en.adminUsers.points.apply }));
    expect(await within(dialog).findByText(en.errors.pointsAdjustTooLarge)).toBeTruthy();

    server.use(
      answer("POST /api/points/adjust", () => ({
        success: true as const,
        userId: 41,
        amount: 25,
        balance: 75,
      })),
    );
    await user.click(within(dialog).getByRole("button", { name: en.adminUsers.points.apply }));
    await waitFor(() => expect(within(dialog).getByTestId("points-balance").textContent).toBe("75"));
    expect(sentTo("POST /api/points/adjust")).toMatchObject([
      { userId: member.id, amount: 25, description: "Birthday cake mix-up" },
      { userId: member.id, amount: 25, description: "Birthday cake mix-up" },
    ]);
    expect(screen.getByRole("dialog")).toBeTruthy();
  });
});

describe("setting a new password for someone who forgot theirs", () => {
  const barista = aMember({ id: 12, username: "hodan", fullName: "Hodan Abdi", role: "staff" });
  const passwordSet = () => sentTo("POST /api/users/:id/password");

  async function openDialog(who: PublicUser = barista) {
    const view = await renderScreen(<SetPasswordDialog user={who} />);
    await view.user.click(
      screen.getByRole("button", { name: t("adminUsers.password.actionFor", { name: "Hodan Abdi" }) }),
    );
    const dialog = await screen.findByRole("dialog", {
      name: t("adminUsers.password.title", { name: "Hodan Abdi" }),
    });
    return { ...view, dialog };
  }

  test("a mismatch or a short password is said at its field, and nothing is sent", async () => {
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(en.adminUsers.password.newPassword), "short");
    await user.click(within(dialog).getByRole("button", { name: en.adminUsers.password.save }));
    expect(await within(dialog).findByText(refusal("passwordTooShort"))).toBeTruthy();
    await user.clear(within(dialog).getByLabelText(en.adminUsers.password.newPassword));
    await user.type(within(dialog).getByLabelText(en.adminUsers.password.newPassword), "cardamom kettle");
    await user.type(within(dialog).getByLabelText(en.adminUsers.password.confirm), "cardamom kettles");
    await user.click(within(dialog).getByRole("button", { name: en.adminUsers.password.save }));
    expect(await within(dialog).findByText(en.errors.passwordsDoNotMatch)).toBeTruthy();
    expect(passwordSet()).toEqual([]);
  });

  test("the password goes to the server alone, the dialog closes and says so", async () => {
    server.use(answer("POST /api/users/:id/password", () => ({ success: true as const })));
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(en.adminUsers.password.newPassword), "cardamom kettle");
    await user.type(within(dialog).getByLabelText(en.adminUsers.password.confirm), "cardamom kettle");
    await user.click(within(dialog).getByRole("button", { name: en.adminUsers.password.save }));
    await waitFor(() => expect(passwordSet()).toEqual([{ newPassword: "cardamom kettle" }]));
    expect(await screen.findByText(t("adminUsers.password.saved", { name: "Hodan Abdi" }))).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  test("the server's refusal stays in the open dialog", async () => {
    server.use(refuse("POST /api/users/:id/password", 400, "passwordContainsUsername"));
    const { user, dialog } = await openDialog();
    await user.type(within(dialog).getByLabelText(en.adminUsers.password.newPassword), "hodan kettle");
    await user.type(within(dialog).getByLabelText(en.adminUsers.password.confirm), "hodan kettle");
    await user.click(within(dialog).getByRole("button", { name: en.adminUsers.password.save }));
    expect(await screen.findByText(en.adminUsers.password.failed)).toBeTruthy();
    expect(screen.getByRole("dialog")).toBeTruthy();
  });

  test("an admin's account has no such button", async () => {
    await renderScreen(<SetPasswordDialog user={aMember({ role: "admin" })} />);
    expect(screen.queryByRole("button")).toBeNull();
  });
});
