import { useQuery } from '@tanstack/react-query';
import { Breadcrumb } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type DriveView, driveKeys, fetchCrumbs } from '../api/drive-api.ts';

/** "Мой диск" (storageDrive) or "Доступные мне", then the folders down to the open one. */
export function DriveBreadcrumbs({ view, search }: { view: DriveView; search: boolean }) {
  const { t } = useTranslation();
  const folderId = view.kind === 'folder' ? view.id : 0;
  const { data } = useQuery({ queryKey: driveKeys.crumbs(folderId), queryFn: () => fetchCrumbs(folderId), enabled: folderId > 0 });
  const root = view.kind === 'folder' ? (data?.root ?? 'my') : view.kind;
  const rootItem =
    root === 'trash'
      ? { title: t('drive.trash') }
      : root === 'accessible'
        ? { title: <Link to="/disk/acessable">{t('drive.accessible')}</Link> }
        : { title: <Link to="/disk/my">{t('drive.my')}</Link> };
  const items = [
    rootItem,
    ...(view.kind === 'folder' && data
      ? data.items.map((c, i) => ({ title: i === data.items.length - 1 ? c.name : <Link to={`/disk/folder/${c.id}`}>{c.name}</Link> }))
      : []),
    ...(search ? [{ title: t('drive.searchResults') }] : []),
  ];
  return <Breadcrumb className="drive-crumbs" items={items} />;
}
