import { StopOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App, Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/index.ts';
import type { CardContext } from '../../registry/index.ts';
import { contractKeys, terminateContract } from '../api/contracts-api.ts';
import { problemOf } from '../model/problem.ts';
import '../texts.ts';

/** The card's «Расторгнуть»: after a confirmation the contract becomes terminated (an action, never the form). */
export function TerminateButton({ record, canEdit }: CardContext) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const client = useQueryClient();
  const terminate = useMutation({
    mutationFn: () => terminateContract(record.id),
    onSuccess: () => {
      toast(0, t('contracts.terminate.done'));
      void client.invalidateQueries({ queryKey: contractKeys.all });
    },
    onError: (error) => toast(1, problemOf(error)),
  });
  if (!canEdit || record.state === 'terminated') return null;
  return (
    <Button
      danger
      icon={<StopOutlined />}
      loading={terminate.isPending}
      onClick={() =>
        void modal.confirm({
          title: t('contracts.terminate.confirm', { number: String(record.number ?? record.id) }),
          content: t('contracts.terminate.hint'),
          okText: t('contracts.terminate.action'),
          okButtonProps: { danger: true },
          onOk: () => terminate.mutateAsync(),
        })
      }
    >
      {t('contracts.terminate.action')}
    </Button>
  );
}
