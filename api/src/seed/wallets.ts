/** Opening operator wallet balances (rupees), ample for any test purchase. */
export const WALLET_SEED = [
  { operator: 'makruzz', balance: 500000 },
  { operator: 'nautika', balance: 500000 },
  { operator: 'greenOcean', balance: 500000 },
] as const;
