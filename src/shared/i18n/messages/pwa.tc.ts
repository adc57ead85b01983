// The installable app's messages (offline notice, update prompt), Traditional Chinese, the source; spread into tc.ts.
export const pwaTc = {} as const;
