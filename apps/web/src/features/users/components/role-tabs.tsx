import type { RoleGrantsInput } from '@app/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Skeleton } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../shared/toast/toast.ts';
import type { CardContext } from '../../registry/index.ts';
import { fetchGroupMembers, fetchRoleGrants, updateGroupMembers, updateRoleGrants, usersKeys } from '../api/users-api.ts';
import { errorText } from '../model/error-text.ts';
import { MembersEditor } from './members-editor.tsx';
import { PermitCatalogue } from './permit-catalogue.tsx';

/** A role's permits and holders, read and changed through `roles/:id/grants`. */
function useRoleGrants(id: number) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const grants = useQuery({ queryKey: usersKeys.roleGrants(id), queryFn: () => fetchRoleGrants(id) });
  const save = useMutation({
    mutationFn: (body: RoleGrantsInput) => updateRoleGrants(id, body),
    onSuccess: (next) => {
      client.setQueryData(usersKeys.roleGrants(id), next);
      toast(0, t('common.saved'));
    },
    onError: (e) => toast(1, errorText(e, t)),
  });
  return { grants, save };
}

/** The card tab «Права»: the permit catalogue of the role, saved as a whole. */
export function RolePermitsTab({ record, canEdit }: CardContext) {
  const { t } = useTranslation();
  const { grants, save } = useRoleGrants(record.id);
  const [permits, setPermits] = useState<string[]>([]);
  useEffect(() => {
    if (grants.data) setPermits(grants.data.permits);
  }, [grants.data]);
  if (!grants.data) return <Skeleton active />;
  return (
    <div style={{ display: 'grid', gap: 12 }}>
      <PermitCatalogue value={permits} onChange={setPermits} disabled={!canEdit} />
      {canEdit && (
        <div>
          <Button type="primary" loading={save.isPending} onClick={() => save.mutate({ permits })}>
            {t('common.save')}
          </Button>
        </div>
      )}
    </div>
  );
}

/** The card tab «Пользователи»: who holds the role. */
export function RoleHoldersTab({ record, canEdit }: CardContext) {
  const { t } = useTranslation();
  const { grants, save } = useRoleGrants(record.id);
  if (!grants.data) return <Skeleton active />;
  return (
    <MembersEditor
      label={t('roles.holders')}
      members={grants.data.users}
      canEdit={canEdit}
      saving={save.isPending}
      onSave={(ids) => save.mutate({ user_ids: ids })}
    />
  );
}

/** The card tab «Участники» of a group, saved through `user_groups/:id/members`. */
export function GroupMembersTab({ record, canEdit }: CardContext) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const members = useQuery({ queryKey: usersKeys.groupMembers(record.id), queryFn: () => fetchGroupMembers(record.id) });
  const save = useMutation({
    mutationFn: (ids: number[]) => updateGroupMembers(record.id, ids),
    onSuccess: (next) => {
      client.setQueryData(usersKeys.groupMembers(record.id), next);
      toast(0, t('common.saved'));
    },
    onError: (e) => toast(1, errorText(e, t)),
  });
  if (!members.data) return <Skeleton active />;
  return (
    <MembersEditor
      label={t('groups.members')}
      members={members.data.users}
      canEdit={canEdit}
      saving={save.isPending}
      onSave={(ids) => save.mutate(ids)}
    />
  );
}
