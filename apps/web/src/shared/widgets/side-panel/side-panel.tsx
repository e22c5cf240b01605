import { CloseOutlined, LeftOutlined, MenuFoldOutlined, MenuUnfoldOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Spin } from 'antd';
import { type CSSProperties, type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './texts.ts';
import type { SidePanelPaging } from './paging.ts';
import { PanelTabs, type SidePanelTab } from './panel-tabs.tsx';
import { usePanelPaging } from './use-panel-paging.ts';

/** Overlays that own Escape while open (antd menus, popovers, select and date dropdowns, modals). */
const POPUP_SELECTOR = ['.ant-dropdown', '.ant-popover', '.ant-select-dropdown', '.ant-picker-dropdown', '.ant-modal-wrap']
  .map((c) => `${c}:not(${c}-hidden)`)
  .join(', ');

/** True while an overlay is shown: its Escape must close it, not the panel under it. */
export function hasOpenPopup(doc: Document = document): boolean {
  return Array.from(doc.querySelectorAll<HTMLElement>(POPUP_SELECTOR)).some((el) => el.style.display !== 'none');
}

/** Class set on <body> while a side panel is open. */
export const SIDE_PANEL_BODY_CLASS = 'side-panel-open';

export interface SidePanelProps {
  open: boolean;
  onClose: () => void;
  title?: ReactNode;
  children?: ReactNode;
  /** Shows the loading text instead of the content; blocks paging. */
  loading?: boolean;
  /** Maximum width in px: 400 by default, 470 for wide panels. */
  width?: 400 | 470;
  position?: 'right' | 'center';
  /** Shows a collapse button that folds the panel to its header. */
  collapsible?: boolean;
  tabs?: readonly SidePanelTab[];
  /** Key under which the tabs are remembered (localStorage). */
  panelKey?: string;
  onTabChange?: (key: string) => void;
  paging?: SidePanelPaging;
  footer?: ReactNode;
}

function panelStyle(position: 'right' | 'center', width: number, collapsed: boolean): CSSProperties {
  const base: CSSProperties = {
    position: 'fixed',
    zIndex: 1000,
    width: '100%',
    maxWidth: width,
    background: 'var(--ant-color-bg-elevated, #fff)',
    boxShadow: '0 6px 24px rgba(0, 0, 0, 0.18)',
    display: 'flex',
    flexDirection: 'column',
    outline: 'none',
  };
  if (position === 'center') {
    return { ...base, top: '50%', left: '50%', transform: 'translate(-50%, -50%)', maxHeight: '90vh', borderRadius: 8 };
  }
  return { ...base, top: 0, right: 0, height: collapsed ? 'auto' : '100%' };
}

export function SidePanel(props: SidePanelProps) {
  const { open, onClose, title, children, loading = false, width = 400, position = 'right', collapsible, tabs, paging, footer } = props;
  const { t } = useTranslation();
  const ref = useRef<HTMLDivElement>(null);
  const [collapsed, setCollapsed] = useState(false);
  const { step, onTouchStart, onTouchEnd } = usePanelPaging(open, paging, loading);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return;
    document.body.classList.add(SIDE_PANEL_BODY_CLASS);
    ref.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape' && !e.defaultPrevented && !hasOpenPopup()) onCloseRef.current();
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.body.classList.remove(SIDE_PANEL_BODY_CLASS);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  if (!open) return null;
  const pagingDisabled = loading || Boolean(paging?.loading);
  return (
    <div
      ref={ref}
      role="dialog"
      aria-modal="false"
      aria-label={typeof title === 'string' ? title : undefined}
      tabIndex={-1}
      className={`side-panel side-panel-${position}`}
      style={panelStyle(position, width, collapsed)}
      onTouchStart={onTouchStart}
      onTouchEnd={onTouchEnd}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '12px 16px', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}>
        <div style={{ flex: 1, minWidth: 0, fontWeight: 600, overflow: 'hidden', textOverflow: 'ellipsis' }}>{title}</div>
        {paging && (
          <>
            <Button
              size="small"
              type="text"
              icon={<LeftOutlined />}
              aria-label={t('widgets.sidePanel.previous')}
              disabled={pagingDisabled}
              onClick={() => step(-1)}
            />
            <Button
              size="small"
              type="text"
              icon={<RightOutlined />}
              aria-label={t('widgets.sidePanel.next')}
              disabled={pagingDisabled}
              onClick={() => step(1)}
            />
          </>
        )}
        {collapsible && (
          <Button
            size="small"
            type="text"
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            aria-label={collapsed ? t('widgets.sidePanel.expand') : t('widgets.sidePanel.collapse')}
            aria-expanded={!collapsed}
            onClick={() => setCollapsed((c) => !c)}
          />
        )}
        <Button size="small" type="text" icon={<CloseOutlined />} aria-label={t('widgets.sidePanel.close')} onClick={onClose} />
      </div>
      {!collapsed && (
        <div style={{ flex: 1, overflow: 'auto', padding: '8px 16px' }}>
          {loading ? (
            <div style={{ display: 'flex', gap: 8, alignItems: 'center', justifyContent: 'center', padding: 24 }}>
              <Spin size="small" />
              <span>{t('widgets.sidePanel.loading')}</span>
            </div>
          ) : (
            <>
              {tabs && tabs.length > 0 && <PanelTabs tabs={tabs} panelKey={props.panelKey} onTabChange={props.onTabChange} />}
              {children}
            </>
          )}
        </div>
      )}
      {!collapsed && footer && <div style={{ padding: '8px 16px', borderTop: '1px solid rgba(5, 5, 5, 0.06)' }}>{footer}</div>}
    </div>
  );
}
