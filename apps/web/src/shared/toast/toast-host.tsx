import { message } from 'antd';
import { useEffect } from 'react';
import { registerToastApi, TOAST_MAX } from './toast.ts';

/** Renders the toast area; mount once inside the theme provider. */
export function ToastHost() {
  const [api, holder] = message.useMessage({ maxCount: TOAST_MAX, top: 16 });
  useEffect(() => {
    registerToastApi(api);
    return () => registerToastApi(null);
  }, [api]);
  return holder;
}
