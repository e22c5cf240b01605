/** The chat editor's TipTap kit: a small starter kit, mentions (@ # $) and Enter to send. Lazy (see README). */
import Mention from '@tiptap/extension-mention';
import { Extension, type Extensions, ReactRenderer } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import type { SuggestionOptions, SuggestionProps } from '@tiptap/suggestion';
import { MentionList, type MentionListHandle, type MentionListProps } from './mention-list.tsx';
import {
  latestOnly,
  MENTION_CHARS,
  MENTION_DEBOUNCE_MS,
  MENTION_MIN_CHARS,
  type MentionChar,
  type MentionItem,
  matchMention,
} from './mention-rules.ts';

export interface ChatKitOptions {
  /** Mention search per trigger; a trigger without a source offers nothing. */
  search: (char: MentionChar, query: string) => Promise<MentionItem[]>;
  /** Enter without Shift: return true when it sent (desktop only, see chat-rules `enterSends`). */
  onEnter: () => boolean;
  /** Whether a suggestion popup is open (Enter then picks a mention). */
  state: { suggesting: boolean };
}

/**
 * `data-denotation-char` instead of TipTap's `data-mention-suggestion-char`: the html
 * allow-list (@app/contracts html.ts) keeps the former only.
 */
const ChatMention = Mention.extend({
  addAttributes() {
    return {
      ...this.parent?.(),
      mentionSuggestionChar: {
        default: '@',
        parseHTML: (el: HTMLElement) => el.getAttribute('data-denotation-char') ?? el.getAttribute('data-mention-suggestion-char') ?? '@',
        renderHTML: (attrs: { mentionSuggestionChar?: string }) => ({ 'data-denotation-char': attrs.mentionSuggestionChar ?? '@' }),
      },
    };
  },
});

const listProps = (p: SuggestionProps<MentionItem>, char: MentionChar): MentionListProps => ({
  items: p.items,
  query: p.query,
  command: p.command,
  char,
});

function popup(state: ChatKitOptions['state'], char: MentionChar): SuggestionOptions<MentionItem>['render'] {
  return () => {
    let renderer: ReactRenderer<MentionListHandle, MentionListProps> | null = null;
    let unmount: (() => void) | undefined;
    return {
      onStart: (props) => {
        state.suggesting = true;
        const created = new ReactRenderer<MentionListHandle, MentionListProps>(MentionList, {
          props: listProps(props, char),
          editor: props.editor,
        });
        renderer = created;
        const el = created.element as HTMLElement;
        el.style.zIndex = '1100';
        if (props.mount) unmount = props.mount(el);
        else {
          document.body.appendChild(el);
          unmount = () => el.remove();
        }
      },
      onUpdate: (props) => renderer?.updateProps(listProps(props, char)),
      onKeyDown: ({ event }) => {
        if (event.key === 'Escape') {
          state.suggesting = false;
          return false;
        }
        return renderer?.ref?.onKeyDown(event) ?? false;
      },
      onExit: () => {
        state.suggesting = false;
        unmount?.();
        renderer?.destroy();
        renderer = null;
      },
    };
  };
}

export function chatExtensions(options: ChatKitOptions): Extensions {
  // Per trigger, an answer overtaken by a newer keystroke's is not shown.
  const latestSearch = (char: MentionChar) => {
    const search = latestOnly((query: string) => options.search(char, query));
    return ({ query }: { query: string }) => search(query.trim());
  };
  const sendOnEnter = () => !options.state.suggesting && options.onEnter();
  const SendOnEnter = Extension.create({
    name: 'sendOnEnter',
    priority: 1000,
    addKeyboardShortcuts: () => ({ Enter: sendOnEnter }),
  });

  return [
    StarterKit.configure({
      heading: false,
      codeBlock: false,
      blockquote: false,
      horizontalRule: false,
      link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
    }),
    ChatMention.configure({
      HTMLAttributes: { class: 'mention' },
      deleteTriggerWithBackspace: true,
      suggestions: MENTION_CHARS.map((char) => ({
        char,
        allowSpaces: char === '@',
        debounce: MENTION_DEBOUNCE_MS,
        minQueryLength: MENTION_MIN_CHARS,
        items: latestSearch(char),
        findSuggestionMatch: ({ $position }) => {
          const text = $position.nodeBefore?.isText ? ($position.nodeBefore.text ?? '') : '';
          const match = matchMention(char, text);
          if (!match) return null;
          const from = $position.pos - (text.length - match.start);
          return { range: { from, to: $position.pos }, query: match.query, text: text.slice(match.start) };
        },
        render: popup(options.state, char),
      })),
    }),
    SendOnEnter,
  ];
}
