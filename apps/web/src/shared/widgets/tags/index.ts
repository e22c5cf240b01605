export { type AddTagProps, TAG_SEARCH_DEBOUNCE_MS } from './add-tag.tsx';
export { TAG_MENU_DELAY_MS } from './tag-chip.tsx';
export { TAGS_VISIBLE, Tags, type TagsProps } from './tags.tsx';
export { type FoundTag, type ObjectTag, tagsKey } from './tags-api.ts';
