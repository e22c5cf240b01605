export { AddLinksModal, type AddLinksModalProps } from './add-links-modal.tsx';
export { isValidUrl, linkValid, rowsFilled } from './link-rules.ts';
export { addLinks, type LinkRow, linksKey, type NetworkLink } from './links-api.ts';
export { NetworkLinks, type NetworkLinksProps } from './network-links.tsx';
