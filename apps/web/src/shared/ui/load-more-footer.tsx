import { Button } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface LoadMoreFooterProps {
  /** The total line ("Всего: 3"); nothing while the first page loads. */
  total: ReactNode;
  hasMore: boolean;
  loadingMore: boolean;
  onLoadMore: () => void;
}

/** A keyset table's footer: the total, and "Показать ещё" while there are more pages (see `useKeysetList`). */
export function LoadMoreFooter({ total, hasMore, loadingMore, onLoadMore }: LoadMoreFooterProps) {
  const { t } = useTranslation();
  return (
    <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 8, flexWrap: 'wrap' }}>
      <span>{total}</span>
      {hasMore && (
        <Button onClick={onLoadMore} loading={loadingMore}>
          {t('common.loadMore')}
        </Button>
      )}
    </div>
  );
}
