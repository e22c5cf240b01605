/** The knowledge base: sections, articles, history, search: the section's first page (issue 17). */
export function KnowledgeHomePage() {
  return null;
}
