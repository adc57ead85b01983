/** Han characters (and the iteration mark 々 / 〇): a name written in them reads family-first. */
const HAN = /[\p{Script=Han}々〇]/u;

/**
 * A person's name as Hong Kong writes it, from its given and family parts: a Chinese name
 * family-first with no space (陳 + 大文 → 陳大文), any other "Given Family" (Tai Man Chan). One
 * helper for every place a customer's name is shown: booking views, mails, calendar invitations.
 */
export function personName(firstName: string, lastName: string): string {
  const given = firstName.trim();
  const family = lastName.trim();
  if (!given || !family) return given || family;
  return HAN.test(given) || HAN.test(family) ? `${family}${given}` : `${given} ${family}`;
}
