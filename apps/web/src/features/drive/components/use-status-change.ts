import { type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { Dispatch, SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/index.ts';
import { type DriveItem, type DriveList, setStatus } from '../api/drive-api.ts';
import { itemKey } from './drive-table.tsx';

interface StatusChangeOptions {
  /** The query of the list on screen. */
  shownKey: QueryKey;
  selected: string[];
  setSelected: Dispatch<SetStateAction<string[]>>;
  /** Folders changed: the side tree rebuilds. */
  onFolders: () => void;
  refresh: () => unknown;
  fail: (e: unknown) => void;
}

/**
 * Spec 3 §4: a multi-item status change (to the trash, or restored) removes the items from
 * the view at once; optimistic, rolled back with the selection if the server refuses.
 */
export function useStatusChange({ shownKey, selected, setSelected, onFolders, refresh, fail }: StatusChangeOptions) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ list: targets, to }: { list: DriveItem[]; to: 0 | 1 }) => setStatus(targets, to),
    onMutate: async ({ list: targets }) => {
      await queryClient.cancelQueries({ queryKey: shownKey });
      const before = queryClient.getQueryData<DriveList>(shownKey);
      const gone = new Set(targets.map(itemKey));
      if (before)
        queryClient.setQueryData<DriveList>(shownKey, {
          ...before,
          folders: before.folders.filter((i) => !gone.has(itemKey(i))),
          files: before.files.filter((i) => !gone.has(itemKey(i))),
        });
      const selectedBefore = selected;
      setSelected((keys) => keys.filter((k) => !gone.has(k)));
      return { key: shownKey, before, selectedBefore };
    },
    onSuccess: (_r, { to }) => {
      toast(0, t(to === 0 ? 'drive.trashed' : 'drive.restored'));
    },
    onError: (e, _vars, context) => {
      if (context?.before) queryClient.setQueryData(context.key, context.before);
      if (context) setSelected(context.selectedBefore);
      fail(e);
    },
    onSettled: (_r, _e, { list: targets }) => {
      if (targets.some((i) => i.type === 'folder')) onFolders();
      void refresh();
    },
  });
}
