// The listings messages (Traditional Chinese, the source); spread into tc.ts.
export const listingsTc = {} as const;
