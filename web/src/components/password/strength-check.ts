import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import { adjacencyGraphs, dictionary } from "@zxcvbn-ts/language-common";

/** zxcvbn with the common dictionaries; loaded only when a password field is typed in (password-strength.tsx). */
const factory = new ZxcvbnFactory({ dictionary, graphs: adjacencyGraphs });

/** 0 (guessed in moments) to 4 (very hard to guess). */
export function strengthOf(password: string, userInputs: string[]): 0 | 1 | 2 | 3 | 4 {
  return factory.check(password, userInputs).score;
}
