import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/index.ts';
import { formatMoney } from '../../../shared/format.ts';
import { useLanguage } from '../../../shared/i18n/index.ts';
import { toast } from '../../../shared/toast/index.ts';
import { ConfirmDialog } from '../../../shared/widgets/confirm-dialog/index.ts';
import { createAct, warehouseKeys } from '../api/warehouse-api.ts';
import { type ActDraft, type DraftErrors, draftTotal, hasErrors, toActInput, validateDraft } from '../model/act-lines.ts';
import { actKindLabel } from '../model/options.ts';

const NO_ERRORS: DraftErrors = { head: {}, lines: {} };

/**
 * Checks a draft, asks for a confirmation naming the kind, positions and sum, posts the act and
 * opens its card. A refusal (a short balance: the server names the item and what is left) shows
 * as a toast, field errors under the head's fields.
 */
export function useActSubmit(): {
  errors: DraftErrors;
  submit: (draft: ActDraft) => void;
  dialog: ReactNode;
  pending: boolean;
} {
  const { t } = useTranslation();
  const [lang] = useLanguage();
  const navigate = useNavigate();
  const client = useQueryClient();
  const [errors, setErrors] = useState<DraftErrors>(NO_ERRORS);
  const [confirm, setConfirm] = useState<ActDraft | null>(null);
  // One key per drawn-up act: a retried send after a lost answer writes nothing twice.
  const idempotency = useRef(crypto.randomUUID());
  const mutation = useMutation({
    mutationFn: (draft: ActDraft) => createAct(toActInput(draft), idempotency.current),
    onSuccess: (act) => {
      idempotency.current = crypto.randomUUID();
      void client.invalidateQueries({ queryKey: warehouseKeys.all });
      toast(0, t('warehouse.saved', { number: act.number }));
      navigate(`/warehouse/acts/${act.id}`);
    },
    onError: (error) => {
      setConfirm(null);
      if (isApiError(error) && Object.keys(error.fieldErrors).length) {
        const head: DraftErrors['head'] = {};
        for (const [field, messages] of Object.entries(error.fieldErrors))
          head[field] = { key: 'server', values: { text: messages[0] ?? '' } };
        setErrors({ head, lines: {} });
      }
      toast(1, error.message);
    },
  });
  const submit = (draft: ActDraft) => {
    const found = validateDraft(draft);
    setErrors(found);
    if (!hasErrors(found)) setConfirm(draft);
  };
  const dialog = (
    <ConfirmDialog
      open={!!confirm}
      title={t('warehouse.confirmTitle')}
      okText={t('warehouse.submit')}
      confirmLoading={mutation.isPending}
      onCancel={() => setConfirm(null)}
      onOk={() => confirm && mutation.mutate(confirm)}
    >
      {confirm &&
        t('warehouse.confirmText', {
          kind: actKindLabel(confirm.kind, lang),
          count: confirm.lines.length,
          sum: formatMoney(draftTotal(confirm.lines)),
        })}
    </ConfirmDialog>
  );
  return { errors, submit, dialog, pending: mutation.isPending };
}
