import type { ChatEvent } from '@app/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { message } from './chat.fixture.tsx';
import {
  type ChatItem,
  canDelete,
  canEdit,
  canSend,
  enterSends,
  imageRows,
  isFarFromBottom,
  splitByExtension,
  trimMessageHtml,
} from './chat-rules.ts';
import { latestOnly, matchMention } from './mention-rules.ts';
import { applyChatEvent } from './use-chat.ts';

const me = { userId: 7, canDeleteAny: false };
const at = (s: string) => new Date(s.replace(' ', 'T')).getTime();

describe('chat message rules (spec 3 §4, §6)', () => {
  afterEach(() => vi.useRealTimers());

  it('only own messages younger than 24 hours can be edited', () => {
    const m = message();
    expect(canEdit(m, me, at('2025-03-11 11:59'))).toBe(true);
    expect(canEdit(m, me, at('2025-03-11 12:00'))).toBe(false);
    expect(canEdit(m, { ...me, userId: 8 }, at('2025-03-10 13:00'))).toBe(false);
    expect(canEdit(m, { userId: 8, canDeleteAny: true }, at('2025-03-10 13:00'))).toBe(false);
  });

  it('a message with only files and no text cannot be edited', () => {
    const files = [{ id: 1, name: 'a.pdf', path: '/upload/chat/tasks/5/a.pdf', who_upload: 7 }];
    expect(canEdit(message({ message: '', files }), me, at('2025-03-10 13:00'))).toBe(false);
    expect(canEdit(message({ message: '<p><br></p>', files }), me, at('2025-03-10 13:00'))).toBe(false);
  });

  it('edit and delete are blocked while loading or in error', () => {
    for (const requestStatus of ['loading', 'error'] as const) {
      const m = message({ requestStatus });
      expect(canEdit(m, me, at('2025-03-10 13:00'))).toBe(false);
      expect(canDelete(m, { ...me, canDeleteAny: true }, at('2025-03-10 13:00'))).toBe(false);
    }
  });

  it("delete is hidden for others' or old messages unless chat_all_message_delete", () => {
    const m = message();
    expect(canDelete(m, me, at('2025-03-10 13:00'))).toBe(true);
    expect(canDelete(m, me, at('2025-03-11 12:01'))).toBe(false);
    expect(canDelete(m, { userId: 8, canDeleteAny: false }, at('2025-03-10 13:00'))).toBe(false);
    expect(canDelete(m, { userId: 8, canDeleteAny: true }, at('2025-03-12 13:00'))).toBe(true);
  });
});

describe('chat input rules (spec 3 §5)', () => {
  it('trims the text and removes leading and trailing empty paragraphs', () => {
    expect(trimMessageHtml('<p></p><p>  </p><p>  Привет</p><p>мир  <br></p><p><br></p><p>&nbsp;</p>')).toBe('<p>Привет</p><p>мир</p>');
    expect(trimMessageHtml('<p> </p><p><br></p>')).toBe('');
    expect(trimMessageHtml('<p><span data-type="mention" data-id="all">@Все</span></p>')).toContain('data-id="all"');
  });

  it('an empty comment with no files is not sent', () => {
    expect(canSend('<p> </p>', [])).toBe(false);
    expect(canSend('<p> </p>', [new File(['x'], 'a.pdf')])).toBe(true);
    expect(canSend('<p>a</p>', [])).toBe(true);
  });

  it('Enter sends on desktop, Shift+Enter breaks the line, Enter never sends on mobile', () => {
    expect(enterSends({ key: 'Enter', shiftKey: false }, false)).toBe(true);
    expect(enterSends({ key: 'Enter', shiftKey: true }, false)).toBe(false);
    expect(enterSends({ key: 'Enter', shiftKey: false }, true)).toBe(false);
  });

  it('accepts the allowed chat extensions only (case-insensitive), at most 99 files', () => {
    const files = ['a.PDF', 'b.exe', 'c.jpeg', 'd', 'e.xlsx', 'f.svg'].map((n) => new File(['x'], n));
    const { accepted, rejected } = splitByExtension(files);
    expect(accepted.map((f) => f.name)).toEqual(['a.PDF', 'c.jpeg', 'e.xlsx']);
    expect(rejected.map((f) => f.name)).toEqual(['b.exe', 'd', 'f.svg']);
    expect(splitByExtension(Array.from({ length: 120 }, (_, i) => new File(['x'], `${i}.txt`))).accepted).toHaveLength(99);
  });

  it('puts the first 3 images on the top row and the rest below', () => {
    expect(imageRows([1, 2, 3, 4, 5])).toEqual({ top: [1, 2, 3], rest: [4, 5] });
    expect(imageRows([1, 2])).toEqual({ top: [1, 2], rest: [] });
  });

  it('shows the scroll button past 1.6 screen heights from the bottom', () => {
    // 1.6 × 500 = 800 px from the bottom
    expect(isFarFromBottom({ scrollHeight: 2000, clientHeight: 500, scrollTop: 699 })).toBe(true);
    expect(isFarFromBottom({ scrollHeight: 2000, clientHeight: 500, scrollTop: 700 })).toBe(false);
  });
});

describe('mention characters (spec 3 §5)', () => {
  it('@ takes up to 3 words of Latin or Cyrillic letters', () => {
    expect(matchMention('@', 'привет @Иван')?.query).toBe('Иван');
    expect(matchMention('@', '@Иван Petrov Сидоров')?.query).toBe('Иван Petrov Сидоров');
    expect(matchMention('@', '@Иван Петров Сидоров Лишний')).toBeNull();
    expect(matchMention('@', '@ivan1')).toBeNull();
    expect(matchMention('@', 'mail@host')).toBeNull();
  });

  it('# takes letters, digits, underscore, dot and hyphen; $ digits and dot', () => {
    expect(matchMention('#', 'see #task_12.a-b')?.query).toBe('task_12.a-b');
    expect(matchMention('#', '#a b')).toBeNull();
    expect(matchMention('$', '$12.50')?.query).toBe('12.50');
    expect(matchMention('$', '$12a')).toBeNull();
  });
});

describe('live events (spec 3 §4)', () => {
  const refresh = (m: ChatItem): ChatEvent => ({ action: 'refresh', module: 'tasks', object_id: 5, message: m });

  it('refresh updates the text of an existing message and adds a new one', () => {
    const list = [message()];
    expect(applyChatEvent(list, refresh(message({ message: '<p>Новый</p>' })), 8)[0].message).toBe('<p>Новый</p>');
    expect(applyChatEvent(list, refresh(message({ id: 2, user_id: 8 })), 7).map((m) => m.id)).toEqual([1, 2]);
  });

  it('stores the server data of an own message onto the one being sent', () => {
    const sending = message({ id: -1, requestStatus: 'loading' });
    const next = applyChatEvent([sending], refresh(message({ id: 10 })), 7);
    expect(next).toHaveLength(1);
    expect(next[0]).toMatchObject({ id: 10, requestStatus: 'none' });
  });

  it('delete removes the message', () => {
    expect(
      applyChatEvent([message(), message({ id: 2 })], { action: 'delete', module: 'tasks', object_id: 5, id: 1, user_id: 8 }, 7),
    ).toHaveLength(1);
  });
});

describe('mention search answers (spec 3 §4 "Select")', () => {
  /** A search whose answers the test releases by hand, in any order. */
  function manual() {
    const pending = new Map<string, { resolve: (v: string[]) => void; reject: (e: Error) => void }>();
    const search = (q: string) => new Promise<string[]>((resolve, reject) => pending.set(q, { resolve, reject }));
    return {
      search,
      answer: (q: string, v: string[]) => pending.get(q)!.resolve(v),
      fail: (q: string) => pending.get(q)!.reject(new Error(q)),
    };
  }

  it('an answer overtaken by a newer keystroke shows the newer one, never a stale "nobody"', async () => {
    const m = manual();
    const search = latestOnly(m.search);
    const early = search('Ив');
    const late = search('Ива');
    m.answer('Ива', ['Иванов']);
    expect(await late).toEqual(['Иванов']);
    m.answer('Ив', []);
    expect(await early).toEqual(['Иванов']);
  });

  it('a stale call waits for the newest one when that comes later, and a stale failure does not surface', async () => {
    const m = manual();
    const search = latestOnly(m.search);
    const early = search('П');
    const late = search('Пе');
    m.fail('П');
    m.answer('Пе', ['Петров']);
    expect(await early).toEqual(['Петров']);
    expect(await late).toEqual(['Петров']);
    const last = search('Пет');
    m.fail('Пет');
    await expect(last).rejects.toThrow('Пет');
  });
});
