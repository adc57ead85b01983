/**
 * A message for the next screen ("You have signed out"), carried in the history entry's state
 * so that it shows where the user lands and nowhere else.
 */
export interface NoticeState {
  notice: string;
}

export function noticeState(notice: string | null | undefined): NoticeState | null {
  return notice ? { notice } : null;
}

export function noticeOf(state: unknown): string | null {
  const notice = (state as { notice?: unknown } | null)?.notice;
  return typeof notice === "string" && notice !== "" ? notice : null;
}
