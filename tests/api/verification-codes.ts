/** The 6-digit code a verification mail carries. */
export const codeFrom = (text: string) => /\b(\d{6})\b/.exec(text)?.[1] ?? "";
/** The token of the verification link a mail carries. */
export const tokenFrom = (text: string) =>
  decodeURIComponent(/\/app\/verify\?token=([\w%-]+)/.exec(text)?.[1] ?? "");
