import { describe, expect, it } from "vitest";
import { passwordRuleBroken } from "./auth-rules.ts";

describe("passwordRuleBroken", () => {
  it.each([
    ["amina", "amina", "errors.passwordContainsUsername"],
    ["AMINA", "amina", "errors.passwordContainsUsername"],
    ["my amina cup 2026", " Amina ", "errors.passwordContainsUsername"],
    ["aaaaaaaa", "hodan", "errors.passwordRepeated"],
    ["        ", "hodan", "errors.passwordRepeated"],
    ["11111111111", undefined, "errors.passwordRepeated"],
  ])("refuses %j for username %j", (password, username, key) => {
    expect(passwordRuleBroken(password, username)).toBe(key);
  });

  it.each([
    ["shaah with cardamom", "amina"],
    ["aaaaaaab", "hodan"],
    ["amin a cup", "amina"],
    ["correct horse", null],
  ])("accepts %j for username %j", (password, username) => {
    expect(passwordRuleBroken(password, username)).toBeUndefined();
  });
});
