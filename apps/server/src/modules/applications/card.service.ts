import { type ApplicationCard, hasPermit, type PositionType } from '@app/contracts';
import type { Db } from '../../plugins/db.ts';
import type { SessionUser } from '../../plugins/types.ts';
import { toWireMinutes } from '../../shared/dates.ts';
import type { Lang } from '../../shared/i18n.ts';
import { getEquipment } from '../equipment/index.ts';
import { invoiceIdsOfPack, invoiceViews } from '../invoices/index.ts';
import { isPackLiked } from './applications.collab.ts';
import { canEditPack, isDeleted, repeatBlocked, seesAll, seesUrgentReason } from './applications.policy.ts';
import * as repo from './applications.repository.ts';
import { autoInvoiceView, findOffersView, historyRows, signersView } from './card-parts.service.ts';
import { type Ctx, visiblePack } from './context.service.ts';
import { positionViews } from './positions-view.service.ts';
import { statusName } from './types.service.ts';

/** The application card: pack view, short form, form data and hierarchy. */
// Card -----------------------------------------------------------------------------

/** The pack part of the card (spec 1 §3 "Application (pack)"). */
export async function packView(ctx: Ctx, user: SessionUser, pack: repo.PackRow, lang: Lang) {
  const { db } = ctx;
  const details = (await repo.findPackDetails(db, pack.id))!;
  const projects = await repo.findProjects(db, [pack.id]);
  const liked = await isPackLiked(db, user.id, pack.id);
  const invoiceIds = await invoiceIdsOfPack(db, pack.id);
  const linked = await invoiceViews(db, pack.auto_invoice_id ? [...invoiceIds, pack.auto_invoice_id] : invoiceIds);
  const auto = linked.find((i) => i.id === pack.auto_invoice_id) ?? null;
  const equipment = pack.equipment_id ? await getEquipment(db, pack.equipment_id).catch(() => null) : null;
  const readsReason = seesUrgentReason(user);
  return {
    id: pack.id,
    name: pack.name,
    type: {
      id: pack.type_id,
      value: pack.type_id,
      code: details.type_code,
      label: lang === 'en' ? details.type_name_en : details.type_name,
      position_type: details.type_position_type as PositionType,
      type: details.type_form,
      for_equipment: details.type_for_equipment,
    },
    date_add: toWireMinutes(pack.date_add),
    date_want: pack.date_want,
    urgent: pack.urgent,
    comment: readsReason ? pack.comment : null,
    repeats: pack.repeats,
    liked,
    parent_id: pack.parent_id,
    parent_name: details.parent_name,
    advance_holder: pack.advance_holder,
    advance_holder_fio: details.advance_holder_fio,
    advance_holder_avatar: details.advance_holder_avatar,
    performer: pack.performer,
    performer_name: details.performer_name,
    performer_select_user: pack.performer ? 1 : 0,
    responsible: pack.responsible,
    responsible_fio: details.responsible_fio,
    responsible_avatar: details.responsible_avatar,
    projects: projects.map((p) => ({ project_id: p.project_id, project_name: p.project_name })),
    organization_id: pack.organization_id,
    organization_name: details.organization_name,
    location_id: pack.location_id,
    location_name: details.location_name,
    who_add: pack.who_add,
    who_add_fio: details.who_add_fio,
    who_add_avatar: details.who_add_avatar,
    status: pack.status,
    status_name: statusName(pack.status, lang),
    delete_reason: pack.delete_reason,
    defect_statement_link: pack.defect_statement_path ? `/api/applications/${pack.id}/defect` : null,
    defect_statement_status: pack.defect_statement_status,
    invoice_number:
      linked
        .filter((i) => i.id !== pack.auto_invoice_id && i.number)
        .map((i) => i.number)
        .join(', ') || null,
    auto_invoice: auto ? autoInvoiceView(user, auto) : null,
    equipment: equipment
      ? {
          id: equipment.id,
          snab_id: null,
          drivers: equipment.drivers,
          location: equipment.location,
          status_name: equipment.status,
          short_name: equipment.name,
          board_number: equipment.board_number,
          organization_name: equipment.organization,
          run_pack: equipment.run,
          run_photo: equipment.run_photo,
          photo: equipment.photo,
          s_n: equipment.s_n,
          tenant: equipment.tenant,
        }
      : null,
    equipment_required: pack.equipment_required,
    sign_current: pack.sign_current,
    sign_total: pack.sign_total,
    sign_process: { current: pack.sign_current, total: pack.sign_total },
    can_edit: canEditPack(user, pack) && !isDeleted(pack.status) ? 1 : 0,
    version: pack.version,
  };
}

/**
 * `GET applications/:id` with flags `snabs`, `invoices`, `offers`, `history` (none: pack,
 * positions and signers) → { pack, snabs, snabs_signers, invoices, offers, allow_invoices, block_pack_repeat, nd }.
 */
export async function getCard(
  ctx: Ctx,
  user: SessionUser,
  id: number,
  flags: { snabs?: number; invoices?: number; offers?: number; history?: number },
  lang: Lang,
) {
  const { db } = ctx;
  const pack = await visiblePack(db, user, id);
  const none = !flags.snabs && !flags.invoices && !flags.offers && !flags.history;
  const allowInvoices = hasPermit(user, 'invoices_view') ? 1 : 0;
  const type = (await repo.findType(db, { id: pack.type_id }).catch(() => null)) ?? { code: '' };
  const editable = canEditPack(user, pack) && !isDeleted(pack.status);
  const card: ApplicationCard = {
    pack: await packView(ctx, user, pack, lang),
    allow_invoices: allowInvoices,
    block_pack_repeat: repeatBlocked(user, pack) ? 1 : 0,
    nd: pack.equipment_id ? 1 : 0,
  };
  if (none || flags.snabs) {
    card.snabs = await positionViews(db, await repo.findPositions(db, id), { typeCode: type.code, canEdit: editable, lang });
    card.snabs_signers = await signersView(db, id);
  }
  if (flags.invoices) card.invoices = allowInvoices ? await packInvoices(db, id) : [];
  if (flags.offers) card.offers = await findOffersView(db, id);
  if (flags.history) card.history = await historyRows(db, id);
  return card;
}

/** Invoices linked to the application (through its positions or created from it), with their positions' ids. */
export async function packInvoices(db: Db, packId: number) {
  const positions = await repo.findPositions(db, packId);
  const ids = [...new Set([...positions.flatMap((p) => (p.invoice_id ? [p.invoice_id] : [])), ...(await invoiceIdsOfPack(db, packId))])];
  const views = await invoiceViews(db, ids);
  return views.map((v) => ({ ...v, snabs: positions.filter((p) => p.invoice_id === v.id).map((p) => p.id) }));
}

/** `GET applications/:id/short`. */
export async function getShort(ctx: Ctx, user: SessionUser, id: number, lang: Lang) {
  const pack = await visiblePack(ctx.db, user, id);
  const details = (await repo.findPackDetails(ctx.db, id))!;
  return {
    id: pack.id,
    name: pack.name,
    status: pack.status,
    status_name: statusName(pack.status, lang),
    type: { id: pack.type_id, code: details.type_code, label: lang === 'en' ? details.type_name_en : details.type_name },
    urgent: pack.urgent,
    date_add: toWireMinutes(pack.date_add),
    who_add: pack.who_add,
    who_add_fio: details.who_add_fio,
    sign_current: pack.sign_current,
    sign_total: pack.sign_total,
    link: `/applications/${pack.id}`,
  };
}

/** `GET applications/get_data/:id`: the form's values (edit, duplicate, based-on). */
export async function getFormData(ctx: Ctx, user: SessionUser, id: number, lang: Lang) {
  const { db } = ctx;
  const pack = await visiblePack(db, user, id);
  const details = (await repo.findPackDetails(db, id))!;
  const projects = await repo.findProjects(db, [id]);
  const editable = canEditPack(user, pack) && !isDeleted(pack.status);
  const positions = await positionViews(db, await repo.findPositions(db, id), { typeCode: details.type_code, canEdit: editable, lang });
  const signers = await repo.findSigners(db, id);
  return {
    pack: {
      id: pack.id,
      type: pack.type_id,
      type_code: details.type_code,
      form: details.type_form,
      name: pack.name,
      date_want: pack.date_want,
      urgent: pack.urgent,
      comment: pack.comment,
      repeats: pack.repeats,
      projects: projects.map((p) => p.project_id),
      organization_id: pack.organization_id,
      advance_holder: pack.advance_holder,
      performer: pack.performer,
      responsible: pack.responsible,
      location_id: pack.location_id,
      parent_id: pack.parent_id,
      equipment_id: pack.equipment_id,
      equipment_required: pack.equipment_required,
    },
    snabs: positions
      .filter((p) => p.part_id === null)
      .map((p) => ({
        id: p.id,
        info: p.info,
        article: p.article,
        for_use: p.for_use,
        quantity: p.quantity,
        min_quantity: p.min_quantity,
        desire_quantity: p.desire_quantity,
        unit: p.unit,
        unit_param: p.unit_param,
        delivery: p.delivery,
        main_comment: p.main_comment,
        dv_work_name: p.dv_work_name,
        dv_work_type: p.dv_work_type,
        equipment_id: p.equipment_id,
        equipment_name: p.equipment_name,
        run: p.run,
        cost: p.cost,
        links: p.links,
        date_want: p.date_want,
        nomenclature_id: p.nomenclature_id,
        /** Stored files (`files/snab/{id}`), listed by the edit form. */
        files: p.files,
        statusName: p.statusName,
        /** 1 when the position's own fields may change (on review, not split); the Edit panel shows the others read-only. */
        edit: p.edit,
      })),
    signers: signers.map((s) => s.user_id),
  };
}

/** `GET applications/:id/tree`: the hierarchy by parent_id; applications the user may not see show only their id. */
export async function getTree(ctx: Ctx, user: SessionUser, id: number, lang: Lang) {
  await visiblePack(ctx.db, user, id);
  const rows = await repo.findTree(ctx.db, id);
  const all = seesAll(user);
  const visible = new Set<number>();
  for (const r of rows) if (all || (await repo.isMember(ctx.db, user.id, r.id))) visible.add(r.id);
  interface Node {
    id: number;
    parent_id: number | null;
    name: string | null;
    status: string | null;
    status_name: string | null;
    date_add: string | null;
    current: boolean;
    visible: boolean;
    children: Node[];
  }
  const nodes = new Map<number, Node>();
  for (const r of rows) {
    const see = visible.has(r.id);
    nodes.set(r.id, {
      id: r.id,
      parent_id: r.parent_id,
      name: see ? r.name : null,
      status: see ? r.status : null,
      status_name: see ? statusName(r.status, lang) : null,
      date_add: see ? toWireMinutes(new Date(r.date_add)) : null,
      current: r.id === id,
      visible: see,
      children: [],
    });
  }
  let root: Node | undefined;
  for (const node of nodes.values()) {
    const parent = node.parent_id !== null ? nodes.get(node.parent_id) : undefined;
    if (parent) parent.children.push(node);
    else root ??= node;
  }
  return { tree: root ? [root] : [] };
}
