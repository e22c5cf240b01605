import { describe, expect, it } from 'vitest';
import { checkBrowser } from './check-browser.ts';

const UA = {
  chrome: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/138.0.0.0 Safari/537.36',
  oldChrome: 'Mozilla/5.0 (Windows NT 6.1; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/79.0.3945.88 Safari/537.36',
  firefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0',
  oldFirefox: 'Mozilla/5.0 (Windows NT 10.0; rv:78.0) Gecko/20100101 Firefox/78.0',
  safari: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  uc: 'Mozilla/5.0 (Linux; U; Android 10; en-US; RMX1911) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/78.0.3904.108 UCBrowser/13.4.0.1306 Mobile Safari/537.36',
  qq: 'Mozilla/5.0 (Linux; U; Android 11; zh-cn; PDKM00) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/89.0.4389.72 MQQBrowser/12.1 Mobile Safari/537.36',
  baidu:
    'Mozilla/5.0 (Linux; Android 10; V1990A) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/76.0.3809.89 Mobile Safari/537.36 baiduboxapp/12.0.0.11',
  sogou: 'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/86.0.4240.198 Safari/537.36 SE 2.X MetaSr 1.0',
  b360: 'Mozilla/5.0 (Windows NT 10.0; WOW64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/86.0.4240.198 Safari/537.36 QIHU 360SE',
  ie: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
};

describe('browser check (spec 1 §8)', () => {
  it('accepts current Chrome, Firefox and Safari', () => {
    expect(checkBrowser(UA.chrome)).toEqual({ kind: 'ok' });
    expect(checkBrowser(UA.firefox)).toEqual({ kind: 'ok' });
    expect(checkBrowser(UA.safari)).toEqual({ kind: 'ok' });
  });
  it('reports an outdated browser with its name and version', () => {
    expect(checkBrowser(UA.oldChrome)).toEqual({ kind: 'outdated', name: 'Chrome', version: '79.0.3945.88' });
    expect(checkBrowser(UA.oldFirefox)).toEqual({ kind: 'outdated', name: 'Firefox', version: '78.0' });
  });
  it.each(['uc', 'qq', 'baidu', 'sogou', 'b360', 'ie'] as const)('refuses the %s browser as unsupported', (key) => {
    expect(checkBrowser(UA[key])).toEqual({ kind: 'unsupported' });
  });
});
