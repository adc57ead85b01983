import { useCurrentUser } from "../../accounts/index.ts";
import { useMyPlaces } from "./get-my-places.ts";

/**
 * The place an owner's screen is about (the desk, the closures): the one the address asks for,
 * else the first of the owner's published places that take bookings. An admin may ask for any
 * place by its number: the server decides who may see and change it.
 */
export function useOwnerPlace(asked: number) {
  const user = useCurrentUser();
  const places = useMyPlaces(user.data?.id ?? null, "publish");
  const bookable = (places.data?.pages.flatMap((page) => page.data) ?? []).filter(
    (place) => place.booking_use,
  );
  const placeId = Number.isInteger(asked) && asked > 0 ? asked : (bookable[0]?.ID ?? null);
  return {
    user,
    places,
    bookable,
    placeId,
    /** The asked place among the owner's own; undefined for another's (an admin's visit). */
    listed: bookable.find((place) => place.ID === placeId),
  };
}
