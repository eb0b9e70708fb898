/**
 * The Loop block (gblocks-pro/loop, DESIGN §13) and its "No Results" area in the editor: registered
 * from their block.json; the editing side is a lazy chunk; both save only their inner blocks (the
 * server renders them per item).
 */

/**
 * External dependencies
 */
import { QueryClientProvider } from '@tanstack/react-query';

/**
 * WordPress dependencies
 */
import { registerBlockType } from '@wordpress/blocks';
import type { BlockConfiguration } from '@wordpress/blocks';
import { Spinner } from '@wordpress/components';
import { Suspense } from '@wordpress/element';
import { loop } from '@wordpress/icons';

/**
 * Internal dependencies
 */
import { editorQueryClient } from '../../editor';
import { InnerBlocks } from '../block-editor';
import metadata from '../block.json';
import noResultsMetadata from '../no-results/block.json';
import type { LoopEditProps } from './edit';
import { LazyLoopEdit, LazyNoResultsEdit } from './lazy';

function Edit( props: LoopEditProps ) {
	return (
		<QueryClientProvider client={ editorQueryClient }>
			<Suspense fallback={ <Spinner /> }>
				<LazyLoopEdit { ...props } />
			</Suspense>
		</QueryClientProvider>
	);
}

function NoResultsEdit() {
	return (
		<Suspense fallback={ <Spinner /> }>
			<LazyNoResultsEdit />
		</Suspense>
	);
}

function save() {
	return <InnerBlocks.Content />;
}

/** Registers the two blocks (once: a second call leaves them as they are). */
export function registerLoopEditor(): void {
	registerBlockType(
		metadata as unknown as BlockConfiguration & { name: string },
		{
			icon: loop,
			edit: Edit,
			save,
		} as unknown as BlockConfiguration
	);
	registerBlockType(
		noResultsMetadata as unknown as BlockConfiguration & { name: string },
		{
			icon: loop,
			edit: NoResultsEdit,
			save,
		} as unknown as BlockConfiguration
	);
}
