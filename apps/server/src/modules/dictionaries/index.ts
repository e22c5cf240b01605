/**
 * Dictionaries of the supply module: partners (suppliers, contractors), locations, projects,
 * units, nomenclature. Public: the tables, look-ups, `namesOf`, `activeIdsOf`, `seedDictionaries` and its `DEMO_GOODS`, the routes.
 */
export { dictionariesRoutes } from './dictionaries.routes.ts';
export * from './dictionaries.schema.ts';
export {
  activeIdsOf,
  DEMO_GOODS,
  type DictionaryName,
  namesOf,
  nomenclatureByIds,
  pickLocations,
  pickNomenclature,
  pickUnits,
  seedDictionaries,
  unitsByIds,
} from './dictionaries.service.ts';
