import { CONTRACT_DOCUMENT_SUMMARY_MAX_IDS, type ContractDocumentSummary } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Space, Tag } from 'antd';
import { api, batchedLoader } from '../../../shared/api/index.ts';
import { contractKeys } from '../api/contracts-api.ts';

type Types = ContractDocumentSummary['items'][number]['types'];

/** One loader per view: the cells of one list page go out as one `GET documents/contracts/document-types?ids=` per 200 ids. */
const loaders = {
  main: documentTypesLoader(false),
  registry: documentTypesLoader(true),
};

function documentTypesLoader(registry: boolean) {
  return batchedLoader<Types>(
    async (ids) => {
      const query: Record<string, string> = { ids: ids.join(',') };
      if (registry) query.registry = '1';
      const answer = await api<ContractDocumentSummary>('/documents/contracts/document-types', { query });
      return new Map(answer.items.map((item) => [item.id, item.types]));
    },
    { maxIds: CONTRACT_DOCUMENT_SUMMARY_MAX_IDS, empty: [] },
  );
}

/** The document types of one contract in a view. */
export const loadDocumentTypes = (id: number, registry: boolean): Promise<Types> => loaders[registry ? 'registry' : 'main'](id);

/**
 * The lawyers' registry column (spec 1 §2 `/contracts/registry`, spec 3 §6): the types of the
 * contract's documents the reader sees there, each with its count (signed ones green).
 */
export function DocumentTypesCell({ id, registry }: { id: number; registry: boolean }) {
  const query = useQuery({
    queryKey: contractKeys.part(id, 'documentTypes', registry),
    queryFn: () => loadDocumentTypes(id, registry),
    staleTime: 30_000,
  });
  const types = query.data ?? [];
  if (types.length === 0) return null;
  return (
    <Space size={4} wrap>
      {types.map((t) => (
        <Tag key={t.type_id} color={t.type_code === 'signed' ? 'green' : t.type_code === 'draft' ? 'blue' : 'default'}>
          {t.count > 1 ? `${t.name} × ${t.count}` : t.name}
        </Tag>
      ))}
    </Space>
  );
}
