import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, test } from "vitest";
import en from "../../../../../i18n/en.json" with { type: "json" };
import { answer, sentTo } from "../../../testing/answers.ts";
import { renderScreen } from "../../../testing/render.tsx";
import { server } from "../../../testing/server.ts";
import { ComposeForm } from "./compose-form.tsx";

const texts = en.adminNewsletter.compose;
const sent = () => sentTo("POST /api/admin/newsletter/campaigns");

describe("composing a newsletter", () => {
  test("an empty English version is refused at its fields, and nothing is asked or sent", async () => {
    const { user } = await renderScreen(<ComposeForm subscribers={3} />);
    await user.click(screen.getByRole("button", { name: texts.sendAll }));
    expect(await screen.findByText(en.errors.campaignSubjectRequired)).toBeTruthy();
    expect(screen.getByText(en.errors.campaignBodyRequired)).toBeTruthy();
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(sent()).toEqual([]);
  });

  test("sending to all asks first, then sends the draft", async () => {
    server.use(
      answer("POST /api/admin/newsletter/campaigns", ({ body }) => ({
        id: 1,
        subjectEn: body.subjectEn,
        bodyEn: body.bodyEn,
        subjectSo: null,
        bodySo: null,
        status: "sending" as const,
        createdBy: "owner",
        createdAt: "2026-12-01T09:00:00.000Z",
        finishedAt: null,
        recipients: 3,
        sent: 0,
        failed: 0,
        skipped: 0,
        pending: 3,
      })),
    );
    const { user } = await renderScreen(<ComposeForm subscribers={3} />);
    await user.type(screen.getByLabelText(texts.subjectEn), "Eid hours");
    await user.type(screen.getByLabelText(texts.bodyEn), "We open at noon.");
    await user.click(screen.getByRole("button", { name: texts.sendAll }));
    const dialog = await screen.findByRole("dialog", { name: texts.confirmTitle });
    expect(sent()).toEqual([]);
    await user.click(within(dialog).getByRole("button", { name: texts.confirmSend }));
    await waitFor(() =>
      expect(sent()).toMatchObject([{ subjectEn: "Eid hours", bodyEn: "We open at noon." }]),
    );
    expect(await screen.findByText(texts.started)).toBeTruthy();
  });
});
