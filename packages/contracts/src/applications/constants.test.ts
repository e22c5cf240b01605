import { describe, expect, it } from 'vitest';
import { DEFAULT_NAME_TEMPLATE, nameTemplateFor } from './constants.ts';

describe('the application title template per language (issue 19)', () => {
  it('a company that kept the default gets it in the language; its own template stays as written', () => {
    expect(nameTemplateFor(undefined, 'en')).toBe(DEFAULT_NAME_TEMPLATE.en);
    expect(nameTemplateFor('', 'ru')).toBe(DEFAULT_NAME_TEMPLATE.ru);
    expect(nameTemplateFor('{type} от {date}', 'en')).toBe('{type} from {date}');
    expect(nameTemplateFor('Заявка {id}: {type}', 'en')).toBe('Заявка {id}: {type}');
  });
});
