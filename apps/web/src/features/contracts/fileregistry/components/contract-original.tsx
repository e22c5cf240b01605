import { CONTRACT_STATES_WITH_ORIGINAL, FILE_REGISTRY_PATH, hasPermit } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDate } from '../../../../shared/format.ts';
import { useSession } from '../../../session/index.ts';
import { fetchContractOriginal, fileRegistryKeys } from '../api/file-registry-api.ts';
import '../texts.ts';

/**
 * Where the contract's signed original is kept (for the contract card): its case, place and sheets
 * with a link to the entry, or "not placed" with a link to place it (`contracts_edit`, and only a
 * contract in a state whose original exists: signed, expired, terminated — the server refuses the
 * others). Nothing for a user without `contracts_nomenclature_view`.
 */
export function ContractOriginal({ contractId, state }: { contractId: number; state?: string }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const allowed = Boolean(user && hasPermit(user, 'contracts_nomenclature_view'));
  const place = useQuery({
    queryKey: fileRegistryKeys.contractOriginal(contractId),
    queryFn: () => fetchContractOriginal(contractId),
    enabled: allowed,
  });
  if (!allowed) return null;
  if (place.isError) return <Typography.Text type="secondary">{t('contractFiles.originalLoadFailed')}</Typography.Text>;
  if (!place.data) return null;
  const original = place.data.original;
  return (
    <Space wrap data-testid="contract-original">
      <Typography.Text strong>{t('contractFiles.originalTitle')}:</Typography.Text>
      {original ? (
        <Link to={`${FILE_REGISTRY_PATH}/${original.id}`}>
          {t('contractFiles.originalPlaced', {
            index: original.case_index,
            title: original.case_title,
            division: original.division_name,
            sheets: original.sheets,
            date: formatDate(original.placed_date),
          })}
          {[original.shelf, original.box].filter(Boolean).length > 0 && ` · ${[original.shelf, original.box].filter(Boolean).join(', ')}`}
        </Link>
      ) : (
        <>
          <Typography.Text type="secondary">{t('contractFiles.originalNotPlaced')}</Typography.Text>
          {user && hasPermit(user, 'contracts_edit') && (CONTRACT_STATES_WITH_ORIGINAL as readonly string[]).includes(state ?? '') && (
            <Link to={`${FILE_REGISTRY_PATH}/add?contract_id=${contractId}`}>{t('contractFiles.placeOriginal')}</Link>
          )}
        </>
      )}
    </Space>
  );
}
