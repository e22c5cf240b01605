/** Company parameters (spec 1 §3): read by every module, edited by administrators. */

export { companyRoutes } from './company.routes.ts';
export * from './company.schema.ts';
export { getCompanyParams, PARAM_CATALOGUE, setParam } from './company.service.ts';
