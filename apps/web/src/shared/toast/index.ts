export { TOAST_MAX, toast, toastOptions } from './toast.ts';
export { ToastHost } from './toast-host.tsx';
