import { CONTRACT_DOCUMENT_SUMMARY_MAX_IDS, type ContractDocumentSummary } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Space, Tag } from 'antd';
import { api } from '../../../shared/api/index.ts';
import { contractKeys } from '../api/contracts-api.ts';

type Types = ContractDocumentSummary['items'][number]['types'];
type Waiter = { resolve: (types: Types) => void; reject: (e: unknown) => void };
const waiting = { registry: new Map<number, Waiter[]>(), main: new Map<number, Waiter[]>() };
let scheduled = false;

/** Sends the contracts asked for in one render as one `GET documents/contracts/document-types?ids=` per view and 200 ids. */
async function flush() {
  scheduled = false;
  for (const view of ['registry', 'main'] as const) {
    const batch = waiting[view];
    waiting[view] = new Map();
    const ids = [...batch.keys()];
    for (let i = 0; i < ids.length; i += CONTRACT_DOCUMENT_SUMMARY_MAX_IDS) {
      const chunk = ids.slice(i, i + CONTRACT_DOCUMENT_SUMMARY_MAX_IDS);
      try {
        const query: Record<string, string> = { ids: chunk.join(',') };
        if (view === 'registry') query.registry = '1';
        const answer = await api<ContractDocumentSummary>('/documents/contracts/document-types', { query });
        const found = new Map(answer.items.map((item) => [item.id, item.types]));
        for (const id of chunk) for (const w of batch.get(id) ?? []) w.resolve(found.get(id) ?? []);
      } catch (e) {
        for (const id of chunk) for (const w of batch.get(id) ?? []) w.reject(e);
      }
    }
  }
}

/** The document types of one contract in a view; the cells of one list page go out together. */
export function loadDocumentTypes(id: number, registry: boolean): Promise<Types> {
  return new Promise((resolve, reject) => {
    const batch = waiting[registry ? 'registry' : 'main'];
    batch.set(id, [...(batch.get(id) ?? []), { resolve, reject }]);
    if (!scheduled) {
      scheduled = true;
      setTimeout(() => void flush(), 0);
    }
  });
}

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
