/** Money is integer cents everywhere (DESIGN rule 1); these convert at the API edge only. */
export const fromCents = (cents: number) => cents / 100;
export const toCents = (amount: number) => Math.round(amount * 100);
