import { DIRECTORY_REGISTRIES, hasPermit, PERMITS, registryPath, SUBROUTE_PERMITS } from '@app/contracts';
import { Card, List, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useSession } from '../session/index.ts';

/** The directories of the route table (spec 1 §2 `/directory`) the user has the right to, built ones by their registry's name. */
export function DirectoryPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ru';
  const { user } = useSession();
  const items = Object.entries(SUBROUTE_PERMITS)
    .filter(([path, permit]) => path.startsWith('/directory/') && user && hasPermit(user, permit))
    .map(([path, permit]) => {
      const built = DIRECTORY_REGISTRIES.find((d) => registryPath(d) === path);
      return { path, label: built ? built.label[lang] : PERMITS[permit][lang] };
    });
  return (
    <Card>
      <Typography.Title level={3}>{t('menu.directory')}</Typography.Title>
      <List
        dataSource={items}
        renderItem={(item) => (
          <List.Item>
            <Link to={item.path}>{item.label}</Link>
          </List.Item>
        )}
      />
    </Card>
  );
}
