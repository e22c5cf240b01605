import { PlusOutlined } from '@ant-design/icons';
import { REGISTER_KINDS, type RegisterView } from '@app/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, DatePicker, Empty, Form, Input, Modal, Select, Space, Table, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { formatDate, formatMoney } from '../../../shared/format.ts';
import { currentLanguage } from '../../../shared/i18n/index.ts';
import { toast } from '../../../shared/toast/index.ts';
import { FormItem } from '../../../shared/widgets/form-builder/index.ts';
import '../payments/texts.ts';
import { problemOf, RegisterCardDrawer } from './register-card.tsx';
import { createRegister, fetchRegisters, registersKeys } from './registers-api.ts';

const schema = z.object({
  kind: z.enum(['preliminary', 'additional'], 'payments.kindUnknown'),
  date: z.custom<Dayjs | null>((v) => dayjs.isDayjs(v) && v.isValid(), 'field.fillRequired'),
  note: z.string().trim().max(1000, 'field.tooLong'),
});
type Values = z.input<typeof schema>;

/** A new register: kind, payment day, note. */
function CreateRegisterModal({ open, onClose, onCreated }: { open: boolean; onClose: () => void; onCreated: (id: number) => void }) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const { control, handleSubmit, formState } = useForm<Values, unknown, z.output<typeof schema>>({
    defaultValues: { kind: 'preliminary', date: dayjs(), note: '' },
    resolver: zodResolver(schema),
  });
  const submit = handleSubmit(async (v) => {
    try {
      const created = await createRegister({ kind: v.kind, date: (v.date as Dayjs).format('YYYY-MM-DD'), note: v.note || undefined });
      toast(0, t('payments.registers.created'));
      onCreated(created.id);
    } catch (e) {
      toast(2, problemOf(e));
    }
  });
  return (
    <Modal
      open={open}
      title={t('payments.registers.create')}
      onCancel={onClose}
      onOk={() => void submit()}
      okButtonProps={{ loading: formState.isSubmitting }}
      destroyOnHidden
    >
      <Form layout="vertical" component="div">
        <FormItem control={control} name="kind" label={t('payments.registers.kind')} required>
          {({ ref: _ref, ...field }) => <Select {...field} options={REGISTER_KINDS.map((k) => ({ value: k.code, label: k[lang] }))} />}
        </FormItem>
        <FormItem control={control} name="date" label={t('payments.registers.date')} required>
          {({ ref: _ref, value, onChange, onBlur, id }) => (
            <DatePicker
              id={id}
              value={value ?? null}
              onChange={(d) => onChange(d)}
              onBlur={onBlur}
              format="DD.MM.YYYY"
              style={{ width: '100%' }}
            />
          )}
        </FormItem>
        <FormItem control={control} name="note" label={t('payments.registers.note')}>
          {({ ref: _ref, ...field }) => <Input.TextArea {...field} autoSize={{ minRows: 2, maxRows: 5 }} />}
        </FormItem>
      </Form>
    </Modal>
  );
}

/**
 * The payment registry (`/invoices/list/register`, `registry_paid_view`): the registers with their
 * kind, state, count and sum; create one, open it to add signed payments, sign it, download the xlsx.
 */
export function RegistersPage() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const list = useQuery({ queryKey: registersKeys.all, queryFn: fetchRegisters });
  const [creating, setCreating] = useState(false);
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Space style={{ justifyContent: 'space-between', width: '100%' }}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('payments.registers.title')}
        </Typography.Title>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
          {t('payments.registers.create')}
        </Button>
      </Space>
      {list.isError && <Alert type="error" showIcon title={problemOf(list.error)} />}
      {list.data && list.data.items.length === 0 ? (
        <Empty description={t('payments.registers.empty')} />
      ) : (
        <Table<RegisterView>
          rowKey="id"
          size="small"
          loading={list.isPending}
          dataSource={list.data?.items ?? []}
          pagination={{ pageSize: 50, hideOnSinglePage: true }}
          onRow={(r) => ({ onClick: () => setOpenId(r.id), style: { cursor: 'pointer' } })}
          columns={[
            {
              key: 'number',
              title: t('payments.registers.number'),
              render: (_, r) => (
                <Button type="link" style={{ padding: 0 }} onClick={() => setOpenId(r.id)}>
                  {r.number}
                </Button>
              ),
            },
            { key: 'date', title: t('payments.registers.date'), render: (_, r) => formatDate(r.date) },
            { key: 'kind', title: t('payments.registers.kind'), dataIndex: 'kind_label' },
            {
              key: 'state',
              title: t('payments.registers.state'),
              render: (_, r) => <Tag color={r.state === 'draft' ? 'default' : 'green'}>{r.state_label}</Tag>,
            },
            { key: 'count', title: t('payments.registers.count'), dataIndex: 'count', align: 'right' },
            { key: 'total', title: t('payments.registers.total'), align: 'right', render: (_, r) => formatMoney(r.total) },
            { key: 'author', title: t('payments.registers.author'), dataIndex: 'who_add_fio' },
            { key: 'note', title: t('payments.registers.note'), dataIndex: 'note' },
          ]}
        />
      )}
      <CreateRegisterModal
        open={creating}
        onClose={() => setCreating(false)}
        onCreated={(id) => {
          setCreating(false);
          setOpenId(id);
          void client.invalidateQueries({ queryKey: registersKeys.all });
        }}
      />
      <RegisterCardDrawer registerId={openId} onClose={() => setOpenId(null)} />
    </Space>
  );
}
