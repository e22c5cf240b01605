import { nameTemplateFor } from '@app/contracts';
import { formatDate } from '../../../shared/format.ts';

/** The title the server gives from the company's name_template ({type}, {date}, {user}, {id}), in the language's default when the company kept it. */
export function titleFromTemplate(
  template: string | undefined,
  typeName: string,
  user: string,
  lang: 'ru' | 'en' = 'ru',
  now = new Date(),
): string {
  return nameTemplateFor(template, lang)
    .replaceAll('{type}', typeName)
    .replaceAll('{date}', formatDate(now))
    .replaceAll('{user}', user)
    .replaceAll('{id}', '')
    .replace(/\s+/g, ' ')
    .trim();
}
