import { z } from "zod/mini";
import { safeParse } from "zod/v4/core";

/**
 * What a guest has typed and picked on one place's booking form, kept in sessionStorage so an
 * error, a reload or a look at another tab loses nothing. Only this tab sees it, and it is
 * dropped once the booking is placed.
 */
const line = z.catch(z.string().check(z.maxLength(2_000)), "");
const count = z.catch(z.number().check(z.int(), z.gte(0), z.lte(100)), 0);

export const formDraftSchema = z.object({
  date: line,
  endDate: line,
  start: line,
  end: line,
  adults: count,
  children: count,
  serviceId: line,
  staffId: line,
  severalDays: z.catch(z.boolean(), false),
  details: z.catch(
    z.object({
      last_name: line,
      first_name: line,
      phone: line,
      email: line,
      memo: line,
    }),
    { last_name: "", first_name: "", phone: "", email: "", memo: "" },
  ),
  /** The address a code was sent to: the code field shows while it is still the one typed. */
  codeSentTo: line,
  /** The hold of the page before a reload: released first, so it does not show as taken. */
  holdId: line,
});
export type FormDraft = z.infer<typeof formDraftSchema>;

const keyOf = (placeId: number) => `tablestart.booking-draft.${placeId}`;

type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem">;

function storage(): DraftStorage | null {
  try {
    return typeof window === "undefined" ? null : window.sessionStorage;
  } catch {
    // Storage turned off (privacy settings): the form still works, without keeping drafts.
    return null;
  }
}

export function readDraft(placeId: number, store = storage()): FormDraft | null {
  try {
    const text = store?.getItem(keyOf(placeId));
    if (!text) return null;
    const parsed = safeParse(formDraftSchema, JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function saveDraft(placeId: number, draft: FormDraft, store = storage()) {
  try {
    store?.setItem(keyOf(placeId), JSON.stringify(draft));
  } catch {
    // Full or refused: nothing to do; the form keeps its values in memory.
  }
}

export function dropDraft(placeId: number, store = storage()) {
  try {
    store?.removeItem(keyOf(placeId));
  } catch {
    // As above.
  }
}
