import { lazy, Suspense, useEffect, useState } from 'react';
import type { DiskPickerModalProps } from './disk-picker-modal.tsx';

const Impl = lazy(() => import('./disk-picker-modal.tsx').then((m) => ({ default: m.DiskPickerModal })));

/**
 * The disk picker for other features: its code (antd Tree, the drive texts) loads the
 * first time it opens, so that importing it costs a page nothing until then.
 */
export function DiskPickerModal(props: DiskPickerModalProps) {
  const [used, setUsed] = useState(props.open);
  useEffect(() => {
    if (props.open) setUsed(true);
  }, [props.open]);
  if (!used && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <Impl {...props} />
    </Suspense>
  );
}
