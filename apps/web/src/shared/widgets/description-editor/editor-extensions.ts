/** The editor kit: TipTap extensions, loaded as a chunk of its own in parallel with the editor (see README). */
import TextAlign from '@tiptap/extension-text-align';
import { FontSize, TextStyle } from '@tiptap/extension-text-style';
import type { Extensions } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { ImageNode } from './image-node.ts';

export const editorExtensions = (): Extensions => [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    codeBlock: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
  }),
  TextStyle,
  FontSize.configure({ types: ['textStyle'] }),
  TextAlign.configure({ types: ['heading', 'paragraph'], alignments: ['left', 'center', 'right', 'justify'] }),
  ImageNode,
];
