import { formatDate } from '../../../shared/format.ts';

/** The title the server gives from the company's name_template ({type}, {date}, {user}, {id}). */
export function titleFromTemplate(template: string | undefined, typeName: string, user: string, now = new Date()): string {
  return (template || '{type} от {date}')
    .replaceAll('{type}', typeName)
    .replaceAll('{date}', formatDate(now))
    .replaceAll('{user}', user)
    .replaceAll('{id}', '')
    .replace(/\s+/g, ' ')
    .trim();
}
