import { renderAsync } from 'docx-preview';

export { readXlsx, type SheetTable } from './xlsx-table.ts';

/** A .docx drawn into `container` by docx-preview (in the browser: no server office suite). */
export async function renderDocx(bytes: ArrayBuffer, container: HTMLElement): Promise<void> {
  container.innerHTML = '';
  await renderAsync(bytes, container, undefined, {
    className: 'docx-preview',
    inWrapper: false,
    ignoreWidth: true,
    ignoreHeight: true,
    breakPages: true,
    useBase64URL: true,
  });
}
