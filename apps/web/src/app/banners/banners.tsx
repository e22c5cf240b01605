import { BrowserBanner } from './browser-banner.tsx';
import { UpdateBanner } from './update-banner.tsx';

/** Top banners of every layout: browser check and app update. Loaded after the first paint. */
export default function Banners() {
  return (
    <div className="top-banner">
      <BrowserBanner />
      <UpdateBanner />
    </div>
  );
}
