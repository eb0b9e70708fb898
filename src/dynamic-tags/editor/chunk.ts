/**
 * Everything of the editor-dynamic-tags chunk.
 */
export { TagBuilder } from '../components/builder';
export { PreviewPanel } from '../components/preview-panel';
