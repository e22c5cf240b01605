import { DragDropProvider, type DragEndEvent, useDraggable, useDroppable } from '@dnd-kit/react';
import { Button, Dropdown, Typography } from 'antd';
import { type ReactNode, useEffect, useRef, useState } from 'react';

/**
 * A generic kanban: columns of cards, a card dragged to another column (the task board's
 * mechanics, @dnd-kit/react) or moved with its «move to» menu (keyboard, touch, tests). The
 * move shows at once (optimistic); `onMove` answers whether it went through, and a refusal
 * (false or a thrown error) puts the card back. The page renders the cards; the columns
 * scroll sideways on a narrow screen.
 */
export type CardKey = number | string;

export interface KanbanColumnData<C> {
  key: string;
  title: ReactNode;
  /** The column's colour, a dot before its title (the title's text keeps the body colour: contrast). */
  color?: string;
  cards: readonly C[];
  /** The column's count when it differs from the cards shown (a capped list). */
  total?: number;
}

export interface KanbanColumnsProps<C> {
  columns: readonly KanbanColumnData<C>[];
  cardKey: (card: C) => CardKey;
  renderCard: (card: C) => ReactNode;
  /**
   * The move was dropped; true (or nothing) keeps it, false or a thrown error puts the card back.
   * The card shows in the target until the next `columns`: refetch them before answering.
   */
  onMove: (cardKey: CardKey, fromColumn: string, toColumn: string) => Promise<boolean | undefined> | boolean | undefined;
  /** The region's accessible name. */
  label: string;
  /** The name of the card's move menu button («Переместить»); no menu when absent. */
  moveLabel?: string;
  /** The name of the card's drag grip («Перетащить»): the grip, not the card, is what a drag takes. */
  dragLabel: string;
  columnWidth?: number;
  /** Shown in an empty column. */
  emptyText?: ReactNode;
}

/** The columns with `cardKey` moved to the top of `to` (the optimistic step of a move). */
export function moveCardTo<C>(
  columns: readonly KanbanColumnData<C>[],
  keyOf: (card: C) => CardKey,
  cardKey: CardKey,
  to: string,
): KanbanColumnData<C>[] {
  const card = columns.flatMap((c) => c.cards).find((c) => keyOf(c) === cardKey);
  if (!card || !columns.some((c) => c.key === to)) return [...columns];
  return columns.map((c) => {
    const without = c.cards.filter((x) => keyOf(x) !== cardKey);
    const moved = c.cards.length - without.length;
    if (c.key === to) return { ...c, cards: [card, ...without], total: c.total === undefined ? undefined : c.total + (moved ? 0 : 1) };
    return { ...c, cards: without, total: c.total === undefined ? undefined : c.total - moved };
  });
}

/**
 * A card of the board. The drag takes the grip on its left edge (dnd-kit's activator, a button of
 * its own): the card's link and its move menu stay outside it, so no control nests in another.
 */
function KanbanCardSlot({
  id,
  column,
  children,
  menu,
  dragLabel,
}: {
  id: CardKey;
  column: string;
  children: ReactNode;
  menu: ReactNode;
  dragLabel: string;
}) {
  const { ref, handleRef, isDragging } = useDraggable({ id, data: { column } });
  return (
    <div
      ref={ref}
      className="kanban-columns-card"
      data-card-key={id}
      style={{ opacity: isDragging ? 0.5 : 1, position: 'relative', paddingLeft: 16 }}
    >
      <button
        type="button"
        ref={handleRef}
        className="kanban-columns-grip"
        aria-label={dragLabel}
        title={dragLabel}
        style={{
          position: 'absolute',
          left: 0,
          top: 0,
          bottom: 0,
          width: 16,
          cursor: 'grab',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'center',
          color: 'rgba(0, 0, 0, 0.65)',
          fontSize: 12,
          touchAction: 'none',
          border: 'none',
          background: 'transparent',
          padding: 0,
        }}
      >
        ⋮
      </button>
      {children}
      {menu}
    </div>
  );
}

function ColumnView<C>({
  column,
  width,
  children,
  emptyText,
}: {
  column: KanbanColumnData<C>;
  width: number;
  children: ReactNode;
  emptyText?: ReactNode;
}) {
  const { ref, isDropTarget } = useDroppable({ id: `column:${column.key}` });
  return (
    <section
      ref={ref}
      className="kanban-columns-column"
      data-column={column.key}
      aria-label={typeof column.title === 'string' ? column.title : column.key}
      style={{
        flex: `0 0 ${width}px`,
        background: isDropTarget ? 'rgba(22,119,255,0.08)' : 'rgba(5,5,5,0.03)',
        borderRadius: 8,
        padding: 8,
        display: 'flex',
        flexDirection: 'column',
        gap: 6,
        maxHeight: 'calc(100vh - 220px)',
        minHeight: 120,
        overflowY: 'auto',
      }}
    >
      <Typography.Text strong>
        {column.color ? (
          <span
            aria-hidden
            style={{ display: 'inline-block', width: 8, height: 8, borderRadius: '50%', background: column.color, marginRight: 6 }}
          />
        ) : null}
        {column.title} · {column.total ?? column.cards.length}
      </Typography.Text>
      {children}
      {column.cards.length === 0 && emptyText ? <Typography.Text type="secondary">{emptyText}</Typography.Text> : null}
    </section>
  );
}

/** A move waiting for the page's answer (it shows in the target column meanwhile). */
interface Override {
  key: CardKey;
  to: string;
  settled: boolean;
}

export function KanbanColumns<C>({
  columns,
  cardKey,
  renderCard,
  onMove,
  label,
  moveLabel,
  dragLabel,
  columnWidth = 260,
  emptyText,
}: KanbanColumnsProps<C>) {
  const [overrides, setOverrides] = useState<Override[]>([]);
  const latest = useRef(columns);
  // New columns from the page: settled moves are in them now (a page refetches before `onMove`
  // answers true, and keeps the same `columns` object between refetches).
  useEffect(() => {
    if (latest.current === columns) return;
    latest.current = columns;
    setOverrides((list) => list.filter((o) => !o.settled));
  }, [columns]);

  const shown = overrides.reduce((cols, o) => moveCardTo(cols, cardKey, o.key, o.to), columns as readonly KanbanColumnData<C>[]);

  const move = async (key: CardKey, to: string) => {
    const from = shown.find((c) => c.cards.some((x) => cardKey(x) === key));
    if (!from || from.key === to) return;
    const entry: Override = { key, to, settled: false };
    setOverrides((list) => [...list.filter((o) => o.key !== key), entry]);
    let kept = false;
    try {
      kept = (await onMove(key, from.key, to)) !== false;
    } catch {
      kept = false;
    }
    setOverrides((list) => (kept ? list.map((o) => (o === entry ? { ...o, settled: true } : o)) : list.filter((o) => o !== entry)));
  };

  const onDragEnd = (event: DragEndEvent) => {
    const { source, target } = event.operation;
    if (event.canceled || !source || !target) return;
    const to = String(target.id).replace(/^column:/, '');
    void move(source.id as CardKey, to);
  };

  return (
    <DragDropProvider onDragEnd={onDragEnd}>
      <section
        className="kanban-columns"
        aria-label={label}
        style={{ display: 'flex', gap: 12, overflowX: 'auto', paddingBottom: 8, maxWidth: '100%' }}
      >
        {shown.map((column) => (
          <ColumnView key={column.key} column={column} width={columnWidth} emptyText={emptyText}>
            {column.cards.map((card) => {
              const id = cardKey(card);
              return (
                <KanbanCardSlot
                  key={id}
                  id={id}
                  column={column.key}
                  dragLabel={dragLabel}
                  menu={
                    moveLabel ? (
                      <Dropdown
                        trigger={['click']}
                        menu={{
                          items: shown
                            .filter((c) => c.key !== column.key)
                            .map((c) => ({ key: c.key, label: typeof c.title === 'string' ? c.title : c.key })),
                          onClick: ({ key }) => void move(id, key),
                        }}
                      >
                        <Button
                          size="small"
                          type="text"
                          aria-label={moveLabel}
                          title={moveLabel}
                          style={{ position: 'absolute', top: 4, right: 4 }}
                        >
                          ⇄
                        </Button>
                      </Dropdown>
                    ) : null
                  }
                >
                  {renderCard(card)}
                </KanbanCardSlot>
              );
            })}
          </ColumnView>
        ))}
      </section>
    </DragDropProvider>
  );
}
