import Bowser from 'bowser';

export type BrowserVerdict = { kind: 'ok' } | { kind: 'outdated'; name: string; version: string } | { kind: 'unsupported' };

/** UC, QQ, Baidu, Sogou and 360 browsers (spec 1 §8) and Internet Explorer are not supported. */
const UNSUPPORTED_UA =
  /UCBrowser|UCWEB|UBrowser|QQBrowser|baidubrowser|BIDUBrowser|baiduboxapp|bdbrowser|Sogou|MetaSr|360SE|360EE|QihooBrowser|QHBrowser|360Browser|MSIE |Trident\//i;

/** Oldest versions that run the app: versions of 2023 (ES2022, CSS nesting not needed). */
const MINIMUM_VERSIONS = {
  chrome: '>=109',
  chromium: '>=109',
  edge: '>=109',
  firefox: '>=115',
  safari: '>=15.4',
  opera: '>=95',
  yandex: '>=23',
  samsung_internet: '>=20',
} as const;

/** Spec 1 §8: outdated (with name and version) or unsupported browser. */
export function checkBrowser(userAgent: string): BrowserVerdict {
  if (!userAgent || UNSUPPORTED_UA.test(userAgent)) return userAgent ? { kind: 'unsupported' } : { kind: 'ok' };
  const parser = Bowser.getParser(userAgent);
  const browser = parser.getBrowser();
  const name = browser.name ?? '';
  if (/^(UC Browser|QQ|QQLite|Sogou Browser|Internet Explorer)$/.test(name)) return { kind: 'unsupported' };
  const fits = parser.satisfies(MINIMUM_VERSIONS);
  if (fits === false) return { kind: 'outdated', name, version: browser.version ?? '' };
  return { kind: 'ok' };
}
