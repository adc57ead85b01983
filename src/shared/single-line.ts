/**
 * What a one-line text field (a name) must not hold: line breaks and every other control
 * character (C0, DEL, C1, the Unicode line and paragraph separators) and the bidirectional
 * overrides that make text display in another order than it is stored. A name with these
 * could forge extra lines in a mail or a log, or pass itself off as other text.
 */
const NOT_SINGLE_LINE = /[\p{Cc}\p{Zl}\p{Zp}\u202A-\u202E\u2066-\u2069]/u;

export const isSingleLine = (value: string): boolean => !NOT_SINGLE_LINE.test(value);
