/**
 * The service-worker hook of vite-plugin-pwa, behind a module of our own: a virtual module
 * exists only in a Vite build with the plugin, so component tests mock this file instead.
 */
export { useRegisterSW } from 'virtual:pwa-register/react';
