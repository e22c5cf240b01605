export { FormBuilder, type FormBuilderHandle, type FormBuilderProps } from './form-builder.tsx';
export { checkResolver, FormCheckbox, type FormCheckboxProps, FormItem, type FormItemFieldProps, filled } from './form-item.tsx';
export {
  checkField,
  defaultValueOf,
  type FieldSchema,
  type FieldStorage,
  type FieldType,
  type FormValues,
  initialValues,
  isEmptyValue,
  type WatchRule,
} from './form-schema.ts';
