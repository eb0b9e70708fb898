/**
 * The global classes in the block editor: the "Global Classes" panel of every block's Styles tab
 * (loaded on demand: build/editor-global-classes.js), the classes on the block's wrapper in the canvas,
 * and the canvas preview of the classes' CSS.
 */

/**
 * WordPress dependencies
 */
import { lazy, Suspense } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { editorValue } from '../../editor/data';
import {
	registerBlockClassName,
	registerCanvasStyle,
	registerInspectorControl,
	type BlockControlProps,
} from '../../editor/registry';
import {
	GLOBAL_CLASSES_ATTRIBUTE,
	STYLES_ATTRIBUTE,
	blockClasses,
} from '../lib/block-classes';

const ClassPicker = lazy( () =>
	import(
		/* webpackChunkName: "editor-global-classes" */ './class-picker'
	).then( ( module ) => ( { default: module.ClassPicker } ) )
);

const GlobalClassesCanvas = lazy( () =>
	import(
		/* webpackChunkName: "editor-global-classes" */ './canvas-styles'
	).then( ( module ) => ( { default: module.GlobalClassesCanvas } ) )
);

/**
 * Whether the user may create classes (window.gblocksPro.editor.globalClasses.canManage, from
 * Global_Classes\Admin_Page).
 */
export function canManageClasses(): boolean {
	const data = editorValue( 'globalClasses' ) as
		{ canManage?: unknown } | undefined;
	return data?.canManage === true;
}

function BlockClassPicker( props: BlockControlProps ) {
	return (
		<Suspense fallback={ null }>
			<ClassPicker { ...props } canManage={ canManageClasses() } />
		</Suspense>
	);
}

export function registerGlobalClassesEditor(): void {
	registerInspectorControl( {
		name: 'global-classes',
		group: 'styles',
		order: 5,
		attributes: [ GLOBAL_CLASSES_ATTRIBUTE, STYLES_ATTRIBUTE ],
		Component: BlockClassPicker,
	} );
	registerBlockClassName( {
		name: 'global-classes',
		className: ( block ) =>
			blockClasses( block.attributes ).join( ' ' ) || undefined,
	} );
	// The shell mounts it inside the editor QueryClient and Suspense.
	registerCanvasStyle( {
		name: 'gblocks-pro-global-classes-canvas',
		Component: GlobalClassesCanvas,
	} );
}
