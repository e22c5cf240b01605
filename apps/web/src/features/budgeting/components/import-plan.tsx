import type { BudgetImportReport } from '@app/contracts';
import { Button, List, Modal, message, Tag, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api/index.ts';
import { type Choice, importPlan } from '../api/budgeting-api.ts';

/** Upload the filled template; the report per row (taken / refused and why) opens in a dialog. */
export function ImportPlan({ choice, onDone }: { choice: Choice; onDone: () => void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<BudgetImportReport | null>(null);
  const upload = async (file: File) => {
    setBusy(true);
    try {
      setReport(await importPlan(choice, file));
      onDone();
    } catch (e) {
      void message.error(isApiError(e) ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Upload
        accept=".xlsx"
        showUploadList={false}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <Button loading={busy}>{t('budgeting.import')}</Button>
      </Upload>
      <Modal
        open={report !== null}
        onCancel={() => setReport(null)}
        onOk={() => setReport(null)}
        title={t('budgeting.report.title')}
        footer={null}
      >
        {report && (
          <>
            <p>{t('budgeting.report.summary', { taken: report.taken, refused: report.refused })}</p>
            <List
              size="small"
              dataSource={report.rows}
              renderItem={(r) => (
                <List.Item>
                  <List.Item.Meta
                    title={
                      <>
                        {t('budgeting.report.row')} {r.row}: {r.item}{' '}
                        {r.taken ? (
                          <Tag color="green">{t('budgeting.report.taken', { n: r.months })}</Tag>
                        ) : (
                          <Tag color="red">{t('budgeting.report.refused')}</Tag>
                        )}
                      </>
                    }
                    description={r.reasons.join('; ') || undefined}
                  />
                </List.Item>
              )}
            />
          </>
        )}
      </Modal>
    </>
  );
}
