import { Form, Input, InputNumber, Modal } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/index.ts';
import { errorText } from './error-text.ts';

/** A small create dialog: a required name and a number (floors of a house, places of a room). */
export function AddModal(props: {
  open: boolean;
  title: string;
  nameLabel: string;
  numberLabel: string;
  numberDefault: number;
  numberMax: number;
  onClose: () => void;
  save: (values: { name: string; amount: number }) => Promise<unknown>;
}) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ name: string; amount: number }>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    try {
      await props.save({ name: values.name.trim(), amount: values.amount });
      toast(0, t('common.saved'));
      form.resetFields();
      props.onClose();
    } catch (e) {
      toast(1, errorText(e, t('common.error')));
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open={props.open}
      title={props.title}
      onCancel={props.onClose}
      onOk={submit}
      confirmLoading={saving}
      okText={t('common.save')}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" initialValues={{ amount: props.numberDefault }} onFinish={submit}>
        <Form.Item name="name" label={props.nameLabel} rules={[{ required: true, whitespace: true, message: t('bases.required') }]}>
          <Input maxLength={50} autoFocus />
        </Form.Item>
        <Form.Item name="amount" label={props.numberLabel} rules={[{ required: true, message: t('bases.required') }]}>
          <InputNumber min={1} max={props.numberMax} precision={0} style={{ width: '100%' }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
