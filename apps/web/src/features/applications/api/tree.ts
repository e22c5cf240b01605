import { useQuery } from '@tanstack/react-query';
import { api } from '../../../shared/api/index.ts';
import { applicationsKeys } from './keys.ts';

export interface TreeNode {
  id: number;
  name: string | null;
  status: string | null;
  status_name: string | null;
  current: boolean;
  visible: boolean;
  children: TreeNode[];
}

/** `GET applications/:id/tree`. */
export const useApplicationTree = (id: number) =>
  useQuery({ queryKey: applicationsKeys.tree(id), queryFn: () => api<{ tree: TreeNode[] }>(`/applications/${id}/tree`) });
