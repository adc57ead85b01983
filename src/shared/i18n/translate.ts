import type { MessageKey, Messages } from "./messages/index.ts";

export type MessageVars = Record<string, string | number>;

/** Looks a key up and fills `{name}` placeholders; an unknown key shows itself so it is noticed. */
export function translate(messages: Messages, key: MessageKey, vars?: MessageVars): string {
  const template = messages[key] ?? key;
  if (!vars) return template;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in vars ? String(vars[name]) : whole,
  );
}
