import { formatNumber } from '../../../shared/format.ts';

/** A quantity (up to 3 decimals on the wire) without trailing zeros: «1 234,5», «10». */
export const formatQuantity = (value: string | number | null | undefined): string => formatNumber(value, 3).replace(/[,.]?0+$/, '');
