/** The directories' definitions, loaded with a directory's first page (kept out of the login route's bundle). */
export {
  equipmentRoutesRegistry,
  expenditureItemsRegistry,
  locationsRegistry,
  organizationsRegistry,
  staffRatesRegistry,
  techTypesRegistry,
  workTypesRegistry,
} from '@app/contracts';
