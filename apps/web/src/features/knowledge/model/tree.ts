import type { KnowledgeSection } from '@app/contracts';

export interface SectionNode {
  section: KnowledgeSection;
  children: SectionNode[];
}

/** The sections as a tree (roots first, children by title); a section whose parent is missing is a root. */
export function buildTree(sections: readonly KnowledgeSection[]): SectionNode[] {
  const nodes = new Map(sections.map((s) => [s.id, { section: s, children: [] as SectionNode[] }]));
  const roots: SectionNode[] = [];
  for (const node of nodes.values()) {
    const parent = node.section.parent_id === null ? undefined : nodes.get(node.section.parent_id);
    (parent ? parent.children : roots).push(node);
  }
  return roots;
}

/** The section and its ancestors, root first (the breadcrumbs); stops on a cycle. */
export function sectionPath(sections: readonly KnowledgeSection[], id: number): KnowledgeSection[] {
  const byId = new Map(sections.map((s) => [s.id, s]));
  const path: KnowledgeSection[] = [];
  const seen = new Set<number>();
  let current = byId.get(id);
  while (current && !seen.has(current.id)) {
    seen.add(current.id);
    path.unshift(current);
    current = current.parent_id === null ? undefined : byId.get(current.parent_id);
  }
  return path;
}

/** The section's id and the ids of all its sub-sections (a parent picker leaves them out). */
export function subtreeIds(sections: readonly KnowledgeSection[], id: number): Set<number> {
  const ids = new Set([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const s of sections)
      if (s.parent_id !== null && ids.has(s.parent_id) && !ids.has(s.id)) {
        ids.add(s.id);
        grew = true;
      }
  }
  return ids;
}

/** Options of a section picker: every section with its path («Кадровые вопросы / Отпуска»). */
export function sectionOptions(sections: readonly KnowledgeSection[], exclude: ReadonlySet<number> = new Set()) {
  return sections
    .filter((s) => !exclude.has(s.id))
    .map((s) => ({
      value: s.id,
      label: sectionPath(sections, s.id)
        .map((p) => p.title)
        .join(' / '),
    }))
    .sort((a, b) => a.label.localeCompare(b.label, 'ru'));
}

/** The in-app address of an article. */
export const articlePath = (sectionId: number, articleId: number) => `/documentation/${sectionId}/article/${articleId}`;

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ', '&amp;': '&' };
/** The text of stored html without its tags keeps the html entities: shown as the characters they stand for. */
const decode = (text: string) => text.replace(/&(lt|gt|quot|#39|nbsp|amp);/g, (entity) => ENTITIES[entity] ?? entity);

/** Splits a search snippet (`<mark>` around matches, nothing else) into text parts, marked or not. */
export function snippetParts(snippet: string): { text: string; mark: boolean }[] {
  return snippet
    .split(/(<mark>.*?<\/mark>)/g)
    .filter((p) => p !== '')
    .map((p) => (p.startsWith('<mark>') ? { text: decode(p.slice(6, -7)), mark: true } : { text: decode(p), mark: false }));
}
