import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormItem } from '../../../shared/widgets/form-builder/index.ts';
import { acceptOf, hasExtension } from '../model/files.ts';

export interface FileItemProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: string;
  allowed: readonly string[];
  /** Checks of the field itself (without a resolver on the form): the i18n keys of "no file" and of a wrong format (`{{name}}`). */
  check?: { required: string; wrongFormat: string };
  /** After a file was picked (or the choice cleared). */
  onPicked?: (file: File | null) => void;
}

/** One file of an applications dialog (defect statement, import, offer): an rhf field holding the `File`. */
export function FileItem<T extends FieldValues>({ control, name, label, allowed, check, onPicked }: FileItemProps<T>) {
  const { t } = useTranslation();
  const validate = (file: File | null) =>
    !file ? t(check!.required) : hasExtension(file.name, allowed) || t(check!.wrongFormat, { name: file.name });
  return (
    <FormItem control={control} name={name} label={label} rules={check ? { validate } : undefined}>
      {({ id, onChange }) => (
        <input
          id={id}
          type="file"
          aria-label={label}
          accept={acceptOf(allowed)}
          onChange={(e) => {
            const file = e.target.files?.[0] ?? null;
            onChange(file);
            onPicked?.(file);
          }}
        />
      )}
    </FormItem>
  );
}
