import type { TreeNode } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/index.ts';
import { applicationsKeys } from './keys.ts';

export type { TreeNode };

/** `GET applications/:id/tree`. */
export const useApplicationTree = (id: number) =>
  useQuery({ queryKey: applicationsKeys.tree(id), queryFn: () => api<{ tree: TreeNode[] }>(`/applications/${id}/tree`) });
