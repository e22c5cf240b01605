import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Modal } from 'antd';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/client.ts';
import { toast } from '../../../shared/toast/toast.ts';
import { createUser, usersKeys } from '../api/users-api.ts';
import { errorText } from '../model/error-text.ts';
import { useUserOptions } from '../model/use-options.ts';
import { fieldErrorsOf, MultiSelectField, type UserFormValues, UserProfileFields } from './user-fields.tsx';

export function AddUserModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { control, handleSubmit, setError } = useForm<UserFormValues>({
    defaultValues: {
      fio: '',
      login: '',
      password: '',
      email: '',
      phone: '',
      post: '',
      role_ids: [],
      group_ids: [],
      organization_ids: [],
      permits: [],
    },
  });
  const client = useQueryClient();
  const navigate = useNavigate();
  const options = useUserOptions();
  const mutation = useMutation({
    mutationFn: createUser,
    onSuccess: ({ id }) => {
      void client.invalidateQueries({ queryKey: usersKeys.all });
      toast(0, t('users.created'));
      onClose();
      if (id) navigate(`/users/${id}`);
    },
    onError: (e) => {
      if (isApiError(e) && Object.keys(e.fieldErrors).length) {
        for (const [name, error] of fieldErrorsOf(e.fieldErrors)) setError(name, error);
      } else toast(1, errorText(e, t));
    },
  });
  const submit = handleSubmit(({ permits: _permits, ...values }) =>
    mutation.mutate({ ...values, fio: values.fio.trim(), login: values.login.trim() }),
  );
  return (
    <Modal
      open={open}
      title={t('users.add')}
      onCancel={onClose}
      okText={t('common.create')}
      cancelText={t('common.cancel')}
      confirmLoading={mutation.isPending}
      onOk={() => void submit()}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form
        layout="vertical"
        requiredMark="optional"
        onSubmitCapture={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <UserProfileFields control={control} withPassword />
        <MultiSelectField control={control} name="role_ids" label={t('users.roles')} options={options.roles} />
        <MultiSelectField control={control} name="group_ids" label={t('users.groups')} options={options.groups} />
        <MultiSelectField control={control} name="organization_ids" label={t('users.organizations')} options={options.organizations} />
      </Form>
    </Modal>
  );
}
