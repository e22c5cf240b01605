import { Alert, Spin, Table, Tabs } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SheetTable } from '../model/office-render.ts';
import '../texts.ts';

/** docx-preview and the xlsx reader (with JSZip), loaded only when an office file is opened. */
const loadOffice = () => import('../model/office-render.ts');

/** A Word document drawn in the browser (docx-preview); scrolls inside its box on a phone. */
export function DocxPreview({ bytes }: { bytes: ArrayBuffer }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    let alive = true;
    setState('loading');
    void loadOffice()
      .then((office) => office.renderDocx(bytes, element))
      .then(() => alive && setState('ready'))
      .catch((error: unknown) => {
        console.error('documents: docx preview failed', error);
        if (alive) setState('failed');
      });
    return () => {
      alive = false;
    };
  }, [bytes]);
  return (
    <div>
      {state === 'loading' && <Spin size="small" />}
      {state === 'failed' && <Alert type="warning" showIcon title={t('documents.files.previewFailed')} />}
      <div
        ref={box}
        data-testid="docx-preview"
        style={{ maxHeight: 600, overflow: 'auto', border: '1px solid rgba(0,0,0,0.1)', padding: 8, background: '#fff' }}
      />
    </div>
  );
}

/** An Excel workbook's sheets as tables (first 200 rows, 30 columns of each). */
export function XlsxPreview({ bytes }: { bytes: ArrayBuffer }) {
  const { t } = useTranslation();
  const [sheets, setSheets] = useState<SheetTable[] | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let alive = true;
    setFailed(false);
    void loadOffice()
      .then((office) => office.readXlsx(bytes))
      .then((next) => alive && setSheets(next))
      .catch((error: unknown) => {
        console.error('documents: xlsx preview failed', error);
        if (alive) setFailed(true);
      });
    return () => {
      alive = false;
    };
  }, [bytes]);
  if (failed) return <Alert type="warning" showIcon title={t('documents.files.previewFailed')} />;
  if (!sheets) return <Spin size="small" />;
  return (
    <Tabs
      size="small"
      items={sheets.map((sheet, i) => {
        const width = Math.max(1, ...sheet.rows.map((r) => r.length));
        const columns = Array.from({ length: width }, (_, c) => ({
          key: String(c),
          title: String.fromCharCode(65 + (c % 26)).repeat(Math.floor(c / 26) + 1),
          dataIndex: c,
          ellipsis: true,
          width: 120,
        }));
        return {
          key: String(i),
          label: sheet.name || `${t('documents.files.sheet')} ${i + 1}`,
          children: (
            <Table
              size="small"
              bordered
              pagination={false}
              scroll={{ x: 'max-content', y: 480 }}
              columns={columns}
              dataSource={sheet.rows.map((row, r) => ({ key: r, ...row }))}
              data-testid="xlsx-preview"
            />
          ),
        };
      })}
    />
  );
}
