import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Form, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../shared/api/client.ts';
import { toast } from '../../../shared/toast/toast.ts';
import { createUser, type UserPayload, usersKeys } from '../api/users-api.ts';
import { errorText } from '../model/error-text.ts';
import { useUserOptions } from '../model/use-options.ts';
import { MultiSelectField, UserProfileFields } from './user-fields.tsx';

export function AddUserModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<UserPayload>();
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
        form.setFields(Object.entries(e.fieldErrors).map(([name, errors]) => ({ name: name as keyof UserPayload, errors })));
      } else toast(1, errorText(e, t));
    },
  });
  return (
    <Modal
      open={open}
      title={t('users.add')}
      onCancel={onClose}
      okText={t('common.create')}
      cancelText={t('common.cancel')}
      confirmLoading={mutation.isPending}
      onOk={() => form.submit()}
      destroyOnHidden
      mask={{ closable: false }}
    >
      <Form
        form={form}
        layout="vertical"
        requiredMark="optional"
        onFinish={(v) =>
          mutation.mutate({ ...v, role_ids: v.role_ids ?? [], group_ids: v.group_ids ?? [], organization_ids: v.organization_ids ?? [] })
        }
      >
        <UserProfileFields withPassword />
        <MultiSelectField name="role_ids" label={t('users.roles')} options={options.roles} />
        <MultiSelectField name="group_ids" label={t('users.groups')} options={options.groups} />
        <MultiSelectField name="organization_ids" label={t('users.organizations')} options={options.organizations} />
      </Form>
    </Modal>
  );
}
