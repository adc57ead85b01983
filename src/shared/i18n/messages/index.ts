import type { Language } from "../languages.ts";
import { en } from "./en.ts";
import { sc } from "./sc.generated.ts";
import { tc } from "./tc.ts";

/** tc is the source catalogue: its keys are the keys of every language. */
export type MessageKey = keyof typeof tc;
export type Messages = Record<MessageKey, string>;

export const MESSAGES: Record<Language, Messages> = { tc, sc, en };
