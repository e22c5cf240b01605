import { mayOpenPath } from '@app/contracts';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RegistrySectionSwitch } from '../../registry/index.ts';
import { useSession } from '../../session/index.ts';
import '../history/texts.ts';

/** The section's pages besides the lists, each opened by its own right (spec 1 §2). */
const PAGES = [
  { path: '/invoices/paid', key: 'paid' },
  { path: '/invoices/history', key: 'history' },
  { path: '/invoices/awaiting', key: 'awaiting' },
  { path: '/invoices/directories/procuratories', key: 'procuratories' },
  { path: '/invoices/directories/leftovers', key: 'leftovers' },
  { path: '/invoices/directories/extracts', key: 'extracts' },
  { path: '/invoices/directories/banks', key: 'banks' },
] as const;

/** The pages of `PAGES` the signed-in user may open, with their labels. */
export function useInvoicePages() {
  const { t } = useTranslation();
  const { user } = useSession();
  return PAGES.filter((p) => user && mayOpenPath(user, p.path)).map((p) => ({ path: p.path, label: t(`invoices.pages.${p.key}`) }));
}

/** A "pages" menu above the lists: the paid invoices, history, directories the user may open. */
export function InvoicePagesMenu() {
  const { t } = useTranslation();
  const pages = useInvoicePages();
  if (pages.length === 0) return null;
  return (
    <Dropdown menu={{ items: pages.map((p) => ({ key: p.path, label: <Link to={p.path}>{p.label}</Link> })) }}>
      <Button>{t('invoices.pages.title')}</Button>
    </Dropdown>
  );
}

/** The layout of those pages: a switch between them above the page. */
export function InvoicePagesSection() {
  return <RegistrySectionSwitch views={useInvoicePages()} />;
}
