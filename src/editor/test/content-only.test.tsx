/**
 * Our block controls respect the block editing mode, as core's own advanced and style controls do: in
 * a real block editor (BlockEditorProvider, BlockList, the inspector and toolbar slots), a selected block
 * in "default" mode shows them, the same block made content-only by the block editor store shows none.
 */

/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';

/**
 * WordPress dependencies
 */
import * as blockEditor from '@wordpress/block-editor';
import {
	createBlock,
	getBlockType,
	registerBlockType,
	unregisterBlockType,
} from '@wordpress/blocks';
import { dispatch, select } from '@wordpress/data';
import { addFilter, removeFilter } from '@wordpress/hooks';
import type { ComponentType, ReactNode } from 'react';

/**
 * Internal dependencies
 */
import { withBlockControls } from '../block-controls';
import {
	editorQueryClient,
	registerInspectorControl,
	registerToolbarItem,
	resetRegistries,
} from '..';

/** What this test needs of @wordpress/block-editor beyond the plugin's own declarations. */
const editor = blockEditor as unknown as {
	store: Parameters< typeof select >[ 0 ];
	BlockEditorProvider: ComponentType< {
		value: Array< ReturnType< typeof createBlock > >;
		useSubRegistry: boolean;
		onInput: () => void;
		onChange: () => void;
		children?: ReactNode;
	} >;
	BlockList: ComponentType;
	InspectorControls: { Slot: ComponentType< { group?: string } > };
	BlockControls: { Slot: ComponentType< { group?: string } > };
	useBlockProps: () => Record< string, unknown >;
};

const BLOCK = 'gblocks-test/box';

function BoxEdit() {
	const props = editor.useBlockProps();
	return <div { ...props }>Box content</div>;
}

beforeAll( () => {
	if ( ! getBlockType( BLOCK ) ) {
		registerBlockType( BLOCK, {
			apiVersion: 3,
			title: 'Box',
			category: 'text',
			attributes: {
				text: { type: 'string', role: 'content' },
			},
			edit: BoxEdit,
			save: () => null,
		} as unknown as Parameters< typeof registerBlockType >[ 1 ] );
	}
	addFilter(
		'editor.BlockEdit',
		'gblocks-pro/block-controls',
		withBlockControls
	);
} );

afterAll( () => {
	removeFilter( 'editor.BlockEdit', 'gblocks-pro/block-controls' );
	unregisterBlockType( BLOCK );
} );

afterEach( () => {
	resetRegistries();
	editorQueryClient.clear();
} );

function registerControls() {
	registerInspectorControl( {
		name: 'test/html-attributes',
		group: 'advanced',
		Component: () => <p>Our HTML attributes</p>,
	} );
	registerInspectorControl( {
		name: 'test/styles',
		group: 'styles',
		Component: () => <p>Our styles</p>,
	} );
	registerToolbarItem( {
		name: 'test/condition-indicator',
		group: 'other',
		Component: () => <p>Our condition indicator</p>,
	} );
}

/**
 * A block editor (the editor's own block-editor store, no sub-registry) with one selected block, in the
 * given editing mode, set through the block editor store as a contentOnly pattern or template lock does.
 *
 * @param mode The block's editing mode.
 */
function renderEditor( mode: 'default' | 'contentOnly' ) {
	const block = createBlock( BLOCK, { text: 'Hello' } );
	const actions = dispatch( editor.store ) as unknown as {
		setBlockEditingMode: ( clientId: string, mode: string ) => void;
		selectBlock: ( clientId: string ) => void;
	};
	render(
		<editor.BlockEditorProvider
			value={ [ block ] }
			useSubRegistry={ false }
			onInput={ () => {} }
			onChange={ () => {} }
		>
			<editor.BlockList />
			<section aria-label="inspector">
				<editor.InspectorControls.Slot group="advanced" />
				<editor.InspectorControls.Slot group="styles" />
			</section>
			<section aria-label="toolbar">
				<editor.BlockControls.Slot group="other" />
			</section>
		</editor.BlockEditorProvider>
	);
	act( () => {
		if ( mode !== 'default' ) {
			actions.setBlockEditingMode( block.clientId, mode );
		}
		actions.selectBlock( block.clientId );
	} );
	const selectors = select( editor.store ) as unknown as {
		getBlockEditingMode: ( clientId: string ) => string;
		getSelectedBlockClientId: () => string | null;
	};
	expect( selectors.getSelectedBlockClientId() ).toBe( block.clientId );
	expect( selectors.getBlockEditingMode( block.clientId ) ).toBe( mode );
	expect( screen.getByText( 'Box content' ) ).toBeInTheDocument();
}

describe( 'block controls and the block editing mode', () => {
	it( 'shows our controls on a selected block in default mode', () => {
		registerControls();
		renderEditor( 'default' );

		expect( screen.getByText( 'Our HTML attributes' ) ).toBeInTheDocument();
		expect( screen.getByText( 'Our styles' ) ).toBeInTheDocument();
		expect(
			screen.getByText( 'Our condition indicator' )
		).toBeInTheDocument();
	} );

	it( 'shows none of them where the block is content-only', () => {
		registerControls();
		renderEditor( 'contentOnly' );

		expect(
			screen.queryByText( 'Our HTML attributes' )
		).not.toBeInTheDocument();
		expect( screen.queryByText( 'Our styles' ) ).not.toBeInTheDocument();
		expect(
			screen.queryByText( 'Our condition indicator' )
		).not.toBeInTheDocument();
	} );
} );
