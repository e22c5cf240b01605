import { mergeAttributes, Node } from '@tiptap/react';

/**
 * An image placed in the text (`<img src alt>`, a block of its own), for editors whose owner
 * stores the uploaded picture (the knowledge base's articles, issue 17). Only images the server
 * keeps survive its sanitizing; pasted images stay dropped (`pastePlainText`).
 */
export const ImageNode = Node.create({
  name: 'image',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { src: { default: null }, alt: { default: null }, title: { default: null } };
  },
  parseHTML() {
    return [{ tag: 'img[src]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['img', mergeAttributes({ style: 'max-width: 100%; height: auto' }, HTMLAttributes)];
  },
});
