import { useTranslation } from 'react-i18next';
import { WorktableBlocks } from '../extra/worktable-blocks.tsx';
import '../texts.ts';

/** `/warehouse/worktable`: what waits for the storekeeper (the blocks of `GET warehouse/worktable`, H4's `extra`). */
export function WorktablePage() {
  const { t } = useTranslation();
  return (
    <>
      <h1 style={{ fontSize: 18, margin: '0 0 12px' }}>{t('warehouse.worktable')}</h1>
      <WorktableBlocks />
    </>
  );
}
