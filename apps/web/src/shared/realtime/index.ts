export { disconnectRealtime, getSocket, subscribe } from './client.ts';
