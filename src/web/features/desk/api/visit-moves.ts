import { useMutation, useQueryClient } from "@tanstack/react-query";
import type { ApiClient } from "../../../lib/api-client.ts";
import { useApiClient } from "../../../lib/api-context.tsx";
import { staleAfterChange } from "../../bookings/index.ts";
import { visitAnswerSchema } from "./desk-schemas.ts";

/** What the owner records or changes on a booking at the desk (decision 078). */
export type VisitMove =
  | { move: "arrived" | "noShow" | "complete"; id: number }
  | { move: "cancelByOwner"; id: number; reason: string }
  | { move: "markRefunded"; id: number; reference?: string }
  | {
      move: "change";
      id: number;
      startDate?: string;
      startTime?: string;
      tables?: number[];
    }
  | {
      move: "walkIn";
      placeId: number;
      persons: number;
      tables?: number[];
      firstName?: string;
      phone?: string;
    };

const PATHS: Record<VisitMove["move"], string> = {
  arrived: "/{ns}/v1/booking/arrived_by_id",
  noShow: "/{ns}/v1/booking/no_show_by_id",
  complete: "/{ns}/v1/booking/complete_by_id",
  cancelByOwner: "/{ns}/v1/booking/cancel_by_owner",
  markRefunded: "/{ns}/v1/booking/mark_refunded",
  change: "/{ns}/v1/booking/change_by_id",
  walkIn: "/{ns}/v1/booking/walk_in",
};

/** The request's body in the protocol's names; keys left out are not sent. */
function bodyOf(move: VisitMove): Record<string, unknown> {
  switch (move.move) {
    case "cancelByOwner":
      return { id: move.id, reason: move.reason };
    case "markRefunded":
      return { id: move.id, reference: move.reference || undefined };
    case "change":
      return {
        id: move.id,
        start_date: move.startDate,
        start_time: move.startTime,
        table_num: move.tables,
      };
    case "walkIn":
      return {
        resource_id: move.placeId,
        persons: move.persons,
        table_num: move.tables,
        first_name: move.firstName || undefined,
        phone: move.phone || undefined,
      };
    default:
      return { id: move.id };
  }
}

export function sendVisitMove(client: ApiClient, move: VisitMove) {
  return client.request({
    method: "POST",
    path: PATHS[move.move],
    body: bodyOf(move),
    response: visitAnswerSchema,
    loading: true,
  });
}

export function useVisitMove() {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: VisitMove) => sendVisitMove(client, move),
    // The desk, the lists, the booking's page, its guest card and the free tables all change.
    onSettled: () => queryClient.invalidateQueries(staleAfterChange),
  });
}
