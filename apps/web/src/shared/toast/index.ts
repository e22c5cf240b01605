export { TOAST_MAX, type ToastOverrides, toast, toastOptions } from './toast.ts';
export { ToastHost } from './toast-host.tsx';
