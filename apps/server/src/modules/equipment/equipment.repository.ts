import { and, asc, eq, ilike, inArray, isNull, like, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../plugins/db.ts';
import { likePattern } from '../../shared/like.ts';
import { techTypes } from '../directory/index.ts';
import { organizations, users } from '../users/index.ts';
import { equipment } from './equipment.schema.ts';

/** At most 20 active machines matching the term in name, board number or VIN, by name. */
export async function findMachineOptions(db: Db, term: string | undefined) {
  const t = term?.trim();
  const pattern = t ? likePattern(t) : '';
  return db
    .select({ id: equipment.id, name: equipment.name, board_number: equipment.board_number })
    .from(equipment)
    .where(
      and(
        eq(equipment.status, 1),
        t ? or(ilike(equipment.name, pattern), ilike(equipment.board_number, pattern), ilike(equipment.s_n, pattern)) : undefined,
      ),
    )
    .orderBy(asc(equipment.name), asc(equipment.id))
    .limit(20);
}

/** A machine with the names of its organization, tenant and driver (the hover card); undefined when absent. */
export async function findMachineCard(db: Db, id: number) {
  const org = alias(organizations, 'equipment_org');
  const tenant = alias(organizations, 'equipment_tenant');
  const [row] = await db
    .select({
      id: equipment.id,
      status: equipment.status,
      name: equipment.name,
      board_number: equipment.board_number,
      s_n: equipment.s_n,
      photo: equipment.photo,
      state: equipment.state,
      location: equipment.location,
      organization: org.name,
      tenant: tenant.name,
      run: equipment.run,
      run_photo: equipment.run_photo,
      driver_id: users.id,
      driver_fio: users.fio,
      driver_post: users.post,
      driver_status: users.status,
      driver_avatar: users.avatar,
      driver_phone: users.phone,
    })
    .from(equipment)
    .leftJoin(org, eq(org.id, equipment.organization_id))
    .leftJoin(tenant, eq(tenant.id, equipment.tenant_id))
    .leftJoin(users, eq(users.id, equipment.driver_id))
    .where(eq(equipment.id, id))
    .limit(1);
  return row;
}

/** True when an active machine has this id. */
export async function activeMachineExists(db: Db, id: number): Promise<boolean> {
  const [row] = await db
    .select({ id: equipment.id })
    .from(equipment)
    .where(and(eq(equipment.id, id), eq(equipment.status, 1)))
    .limit(1);
  return Boolean(row);
}

/** Raises the odometer (never lowers it) and keeps the last odometer photo. */
export async function raiseRun(db: Db, id: number, run: number | null, runPhoto: string | null) {
  await db
    .update(equipment)
    .set({
      run: run === null ? sql`${equipment.run}` : sql`greatest(${equipment.run}, ${run})`,
      run_photo: runPhoto ?? sql`${equipment.run_photo}`,
    })
    .where(eq(equipment.id, id));
}

export async function anyMachine(db: Db): Promise<boolean> {
  const [row] = await db.select({ id: equipment.id }).from(equipment).limit(1);
  return Boolean(row);
}

/** Active own legal entities' ids by name. */
export async function organizationIdsByName(db: Db, names: readonly string[]): Promise<Map<string, number>> {
  const rows = await db
    .select({ id: organizations.id, name: organizations.name })
    .from(organizations)
    .where(and(eq(organizations.status, 1), inArray(organizations.name, [...names])))
    .orderBy(asc(organizations.id));
  const ids = new Map<string, number>();
  for (const r of rows) if (!ids.has(r.name)) ids.set(r.name, r.id);
  return ids;
}

/** Sets the equipment type of the machines without one whose name starts with `prefix`, by the type's name. */
export async function setTypeByName(db: Db, prefix: string, typeName: string) {
  const [type] = await db
    .select({ id: techTypes.id })
    .from(techTypes)
    .where(and(eq(techTypes.status, 1), eq(techTypes.name, typeName)))
    .orderBy(asc(techTypes.id))
    .limit(1);
  if (!type) return;
  await db
    .update(equipment)
    .set({ type_id: type.id })
    .where(and(isNull(equipment.type_id), like(equipment.name, `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`)));
}
