/** Query keys of the document card's tabs. */
export const documentKeys = {
  all: ['documents-card'] as const,
  files: (id: number) => ['documents-card', id, 'files'] as const,
  fileBytes: (fileId: number, revision: string) => ['documents-card', 'bytes', fileId, revision] as const,
  readers: (id: number) => ['documents-card', id, 'readers'] as const,
  postal: (id: number) => ['documents-card', id, 'postal'] as const,
};

/** The card's record in the registry engine's cache (`registryKeys.record` of features/registry): count_files changes with the files. */
export const documentRecordKey = (id: number) => ['registry', 'documents', 'record', id] as const;
