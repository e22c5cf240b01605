import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';

/** A small "create with a name" dialog for groups and roles. */
export function NameModal({
  open,
  title,
  label,
  busy,
  onOk,
  onClose,
}: {
  open: boolean;
  title: string;
  label: string;
  busy: boolean;
  onOk: (name: string) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string }>();
  return (
    <Modal
      open={open}
      title={title}
      okText={t('common.create')}
      cancelText={t('common.cancel')}
      confirmLoading={busy}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" onFinish={(v) => onOk(v.name.trim())}>
        <Form.Item name="name" label={label} rules={[{ required: true, whitespace: true, message: t('field.fillRequired') }]}>
          <Input maxLength={255} autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
