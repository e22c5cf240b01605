import type { FastifyInstance } from 'fastify';

/**
 * A route constraint on one query parameter (`constraints: { query: 'group_id=2' }`): two modules may
 * serve the same path, one of them only when the query names its group (spec 3 §7: `documents/types`
 * answers the contract document types, and with `group_id=2` the correspondence types). The
 * unconstrained route answers every other request. The query is parsed only at such a path.
 */
export const QUERY_CONSTRAINT = 'query';

type Entry = { name: string; value: string; mask: number };

const strategy = {
  name: QUERY_CONSTRAINT,
  storage() {
    const entries: Entry[] = [];
    return {
      get(raw: string) {
        const params = new URLSearchParams(raw);
        let mask = 0;
        for (const e of entries) if (params.get(e.name) === e.value) mask |= e.mask;
        return mask || null;
      },
      set(constraint: string, mask: number) {
        const [name, value] = constraint.split('=');
        const found = entries.find((e) => e.name === name && e.value === value);
        if (found) found.mask = mask;
        else entries.push({ name, value, mask });
      },
    };
  },
  deriveConstraint(req: { url?: string }) {
    const url = req.url ?? '';
    const at = url.indexOf('?');
    return at < 0 ? undefined : url.slice(at + 1);
  },
  validate(value: unknown) {
    if (typeof value !== 'string' || !/^[a-z_][a-z0-9_]*=[A-Za-z0-9_-]+$/.test(value))
      throw new Error(`query constraint: ${String(value)}`);
  },
};

/** Adds the `query` constraint strategy to the app's router once (before the first route using it). */
export function ensureQueryConstraint(fastify: FastifyInstance) {
  // The store answers handler bitmasks, as find-my-way's own stores do; its typing says handlers.
  type Strategy = Parameters<FastifyInstance['addConstraintStrategy']>[0];
  if (!fastify.hasConstraintStrategy(QUERY_CONSTRAINT)) fastify.addConstraintStrategy(strategy as unknown as Strategy);
}
