// The owner's desk API (decision 078: booking/desk, booking/guest_card), in Traditional Chinese,
// spread into tc.ts. The desk screen's own words are in booking-desk.tc.ts.
export const bookingDeskApiTc = {
  "bookingDeskApi.notOwner": "只有店舖的店主或管理員可以查看店舖的預約。",
  "bookingDeskApi.notOwnerGuest": "只有店舖的店主或管理員可以查看客人資料。",
} as const;
