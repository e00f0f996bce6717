/** Screen of issue #6, being built: until then the page-unavailable notice. */
export { default, loader, meta } from '../../notice/pending';
