import { local } from '../../../shared/storage.ts';

const KEY = 'tasks-last-board';

export const readLastBoard = (): number | null => {
  const n = Number(local.get(KEY));
  return Number.isInteger(n) && n > 0 ? n : null;
};

export const writeLastBoard = (id: number) => local.set(KEY, String(id));
