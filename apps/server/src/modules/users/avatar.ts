/**
 * Generated avatars: initials on a colour chosen from the user id. Demo users (and anyone
 * without an uploaded picture) get one, so lists and chats always show a face.
 */
const COLOURS = ['#1677ff', '#13a8a8', '#52c41a', '#fa8c16', '#eb2f96', '#722ed1', '#2f54eb', '#a0d911', '#fa541c', '#08979c'];

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** Initials of "Фамилия Имя Отчество": first letters of the surname and the name. */
export function initialsOf(fio: string): string {
  const words = fio.trim().split(/\s+/).filter(Boolean);
  return words
    .slice(0, 2)
    .map((w) => w[0]!.toUpperCase())
    .join('');
}

export function avatarSvg(id: number, fio: string): string {
  const colour = COLOURS[Math.abs(id) % COLOURS.length];
  const initials = escapeXml(initialsOf(fio) || '?');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96"><rect width="96" height="96" rx="48" fill="${colour}"/><text x="48" y="58" font-family="DejaVu Sans, Arial, sans-serif" font-size="36" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
}

export const avatarPath = (id: number) => `/api/users/${id}/avatar.svg`;
