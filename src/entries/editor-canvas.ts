/**
 * The styles of the editor canvas (build/editor-canvas.css), which includes/Support/Editor_Bundle.php
 * adds through enqueue_block_assets so that WordPress puts them in the canvas iframe. Styles of the
 * editor's own UI stay in build/editor.css (enqueue_block_editor_assets): WordPress copies a stylesheet
 * of that hook into the iframe only with a warning ("… was added to the iframe incorrectly").
 */

/**
 * Internal dependencies
 */
import '../blocks/editor/canvas.scss';
import '../dynamic-tags/editor/canvas.scss';
import '../loop/editor/canvas.scss';
