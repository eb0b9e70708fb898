/**
 * The one bundle of the block editor (enqueued by includes/Support/Editor_Bundle.php): each feature
 * registers its editor parts on the shell's registries, then the shell boots.
 */

/**
 * Internal dependencies
 */
import { registerBlocksEditor } from '../blocks/editor';
import { registerConditionsEditor } from '../conditions/editor';
import { registerDynamicTagsEditor } from '../dynamic-tags/editor';
import { bootEditor } from '../editor';
import { registerGlobalClassesEditor } from '../global-classes/editor';
import { registerLoopEditor } from '../loop/editor';
import { registerNavigationEditor } from '../navigation/editor';
import { registerOverlaysEditor } from '../overlays/editor';
import { registerPatternLibraryEditor } from '../pattern-library/editor';

registerBlocksEditor();
registerConditionsEditor();
registerOverlaysEditor();
registerNavigationEditor();
registerGlobalClassesEditor();
registerDynamicTagsEditor();
registerLoopEditor();
registerPatternLibraryEditor();
bootEditor();
