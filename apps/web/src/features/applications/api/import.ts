import type { ImportReport } from '@app/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { applicationsKeys } from './keys.ts';
import { sendForm } from './multipart.ts';

export type { ImportReport };

/** `POST import/applications`: an .xlsx (field `file`) → the created applications and the errors by row. */
export function importApplications(file: File) {
  const form = new FormData();
  form.append('file', file, file.name);
  return sendForm<ImportReport>('/import/applications', form);
}

export function useImportApplications() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: importApplications,
    onSuccess: (report) => {
      if (report.created.length > 0) void qc.invalidateQueries({ queryKey: applicationsKeys.lists });
    },
  });
}
