import { formatQuantity } from '../../../../shared/format.ts';

/** A signed quantity in the interface language: «+2», «−1,5», «0» (a true minus sign). */
export const signedQuantity = (n: number): string => (n > 0 ? `+${formatQuantity(n)}` : n < 0 ? `−${formatQuantity(-n)}` : '0');
