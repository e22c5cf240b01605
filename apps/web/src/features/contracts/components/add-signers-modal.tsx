import { type ContractSignersAddBody, registryApi, staffChainsRegistry } from '@app/contracts';
import { Alert, Form, Modal, Segmented, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormItem } from '../../../shared/widgets/form-builder/index.ts';
import { RemoteSelect } from '../../../shared/widgets/remote-select/index.ts';
import { placeServerErrors } from '../model/problem.ts';
import '../texts.ts';

type Source = 'users' | 'chain';
interface Values {
  user_ids: number[];
  chain_id: number | null;
}

/**
 * Adds signers after the present ones: employees in the chosen order, or the people of a staff
 * chain. The dialog says that a new signer returns the contract to review (spec 3 §4).
 */
export function AddSignersModal({
  open,
  onSave,
  onClose,
}: {
  open: boolean;
  onSave: (body: ContractSignersAddBody) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [source, setSource] = useState<Source>('users');
  const [problem, setProblem] = useState<string | null>(null);
  const { control, handleSubmit, reset, setError, formState } = useForm<Values>({ defaultValues: { user_ids: [], chain_id: null } });
  useEffect(() => {
    if (open) {
      reset({ user_ids: [], chain_id: null });
      setProblem(null);
    }
  }, [open, reset]);

  const submit = handleSubmit(async (v) => {
    setProblem(null);
    if (source === 'users' && v.user_ids.length === 0)
      return setError('user_ids', { type: 'required', message: 'contracts.signers.chooseSomeone' });
    if (source === 'chain' && v.chain_id === null)
      return setError('chain_id', { type: 'required', message: 'contracts.signers.chooseChain' });
    try {
      await onSave(source === 'users' ? { user_ids: v.user_ids } : { chain_id: v.chain_id ?? undefined });
    } catch (error) {
      setProblem(
        placeServerErrors(error, ['user_ids', 'chain_id'] as const, (field, message) => setError(field, { type: 'server', message })),
      );
    }
  });

  return (
    <Modal
      open={open}
      title={t('contracts.signers.addTitle')}
      onCancel={onClose}
      onOk={() => void submit()}
      okText={t('common.add')}
      okButtonProps={{ loading: formState.isSubmitting }}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('contracts.signers.addHint')}</Typography.Paragraph>
      {problem && <Alert type="error" showIcon role="alert" title={problem} style={{ marginBottom: 12 }} />}
      <Segmented<Source>
        value={source}
        onChange={setSource}
        style={{ marginBottom: 12 }}
        options={[
          { value: 'users', label: t('contracts.signers.fromUsers') },
          { value: 'chain', label: t('contracts.signers.fromChain') },
        ]}
      />
      <Form layout="vertical" component="div">
        {source === 'users' ? (
          <FormItem control={control} name="user_ids" label={t('contracts.signers.users')} required>
            {({ ref: _ref, value, onChange, id }) => (
              <RemoteSelect
                id={id}
                url="autocomplete/users"
                multiple
                placeholder={t('contracts.signers.usersPlaceholder')}
                value={value}
                onChange={(next) => onChange(Array.isArray(next) ? next.map(Number) : [])}
              />
            )}
          </FormItem>
        ) : (
          <FormItem control={control} name="chain_id" label={t('contracts.signers.chain')} required>
            {({ ref: _ref, value, onChange, id }) => (
              <RemoteSelect
                id={id}
                url={registryApi(staffChainsRegistry)}
                autocomplete
                placeholder={t('contracts.signers.chainPlaceholder')}
                value={value}
                onChange={(next) => onChange(next === null ? null : Number(next))}
              />
            )}
          </FormItem>
        )}
      </Form>
    </Modal>
  );
}
