import { local } from '../../storage.ts';

/** What a side panel remembers per panel key: the active tab and the last clicked one (link tabs included). */
export interface TabMemory {
  active?: string;
  lastClicked?: string;
}

const storageKey = (panelKey: string) => `side-panel-tabs:${panelKey}`;

export function readTabMemory(panelKey: string | undefined): TabMemory {
  if (!panelKey) return {};
  try {
    const parsed: unknown = JSON.parse(local.get(storageKey(panelKey)) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null) return {};
    const { active, lastClicked } = parsed as Record<string, unknown>;
    return {
      active: typeof active === 'string' ? active : undefined,
      lastClicked: typeof lastClicked === 'string' ? lastClicked : undefined,
    };
  } catch {
    return {};
  }
}

export function writeTabMemory(panelKey: string | undefined, memory: TabMemory): void {
  if (panelKey) local.set(storageKey(panelKey), JSON.stringify(memory));
}
