import { type ApplicationListPage, type ProjectMembers, projectsRegistry } from '@app/contracts';
import { api } from '../../../shared/api/index.ts';

export const projectsKeys = {
  members: (id: number) => ['projects', id, 'members'] as const,
  applications: (id: number) => ['projects', id, 'applications'] as const,
  applicationsOf: (id: number, filters: ApplicationsFilters) => ['projects', id, 'applications', filters] as const,
};

/** The applications tab's filters. */
export interface ApplicationsFilters {
  status?: string;
  search?: string;
}

/** `GET projects/:id/members`. */
export const fetchMembers = (id: number) => api<ProjectMembers>(`/${projectsRegistry.name}/${id}/members`);

/** `PUT projects/:id/members`: the members as a whole (a 422 names who cannot be one). */
export const updateMembers = (id: number, userIds: number[]) =>
  api<ProjectMembers>(`/${projectsRegistry.name}/${id}/members`, { method: 'PUT', json: { user_ids: userIds } });

/** `GET applications?project=`: a keyset page of the applications linking the project (those the user sees). */
export const fetchApplications = (id: number, filters: ApplicationsFilters, cursor?: string) =>
  api<ApplicationListPage>('/applications', {
    query: { project: id, status: filters.status || undefined, search: filters.search?.trim() || undefined, cursor, limit: 50 },
  });
