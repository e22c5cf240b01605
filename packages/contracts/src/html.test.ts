import { describe, expect, it } from 'vitest';
import { htmlToText } from './html.ts';
import { newsRegistry } from './news.ts';
import { displayValue } from './registry/index.ts';

describe('rich text as plain text (export, list cells)', () => {
  it('drops tags, separates blocks, decodes the common entities', () => {
    expect(htmlToText('<p><strong>Жирный</strong>&nbsp;текст</p><ul><li><p>один</p></li><li><p>два &amp; три</p></li></ul>')).toBe(
      'Жирный текст один два & три',
    );
    expect(htmlToText('<p><br></p>')).toBe('');
  });

  it('displayValue reads a rich field as text, a plain long text as it is', () => {
    expect(displayValue(newsRegistry, 'body', { body: '<p>Первый</p><p>Второй &lt;b&gt;</p>' }, 'ru')).toBe('Первый Второй <b>');
    expect(displayValue(newsRegistry, 'summary', { summary: '<p>как есть</p>' }, 'ru')).toBe('<p>как есть</p>');
    expect(displayValue(newsRegistry, 'body', { body: '<p> </p>' }, 'ru')).toBeNull();
  });
});
