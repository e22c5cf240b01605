/** Wire shapes of The knowledge base: sections, articles, history, search (issue 17). */
export {};
