// The listings-api messages (Traditional Chinese, the source); spread into tc.ts.
export const listingsApiTc = {} as const;
