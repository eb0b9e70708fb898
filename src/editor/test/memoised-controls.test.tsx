/**
 * Block controls get only the attribute keys they declare, memoised: in a real block editor
 * (BlockEditorProvider, BlockList, the inspector and toolbar slots), a change of another attribute of
 * the selected block does not render them again; a change of their own does.
 */

/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';
import type { ComponentType, ReactNode } from 'react';

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
import { dispatch } from '@wordpress/data';
import { addFilter, removeFilter } from '@wordpress/hooks';

/**
 * Internal dependencies
 */
import { withBlockControls } from '../block-controls';
import {
	blockEditorStore,
	editorQueryClient,
	registerInspectorControl,
	registerToolbarItem,
	resetRegistries,
} from '..';
import type { BlockControlProps } from '..';

/** What this test needs of @wordpress/block-editor beyond the plugin's own declarations. */
const editor = blockEditor as unknown as {
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
};

const BLOCK = 'gblocks-test/memo-box';

function BoxEdit() {
	const props = blockEditor.useBlockProps();
	return <div { ...props }>Box content</div>;
}

beforeAll( () => {
	if ( ! getBlockType( BLOCK ) ) {
		registerBlockType( BLOCK, {
			apiVersion: 3,
			title: 'Box',
			category: 'text',
			attributes: {
				own: { type: 'string' },
				other: { type: 'string' },
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

it( 'a control renders again when its own attribute changes, never for another one', () => {
	const renders = { inspector: 0, toolbar: 0 };
	const seen: Array< Record< string, unknown > > = [];
	function Inspector( { attributes }: BlockControlProps ) {
		renders.inspector += 1;
		seen.push( attributes );
		return <p>own is { String( attributes.own ) }</p>;
	}
	function Toolbar() {
		renders.toolbar += 1;
		return <p>toolbar item</p>;
	}
	registerInspectorControl( {
		name: 'test/own',
		group: 'advanced',
		attributes: [ 'own' ],
		Component: Inspector,
	} );
	registerToolbarItem( {
		name: 'test/toolbar',
		group: 'other',
		attributes: [ 'own' ],
		Component: Toolbar,
	} );
	const block = createBlock( BLOCK, { own: 'a', other: 'x' } );
	render(
		<editor.BlockEditorProvider
			value={ [ block ] }
			useSubRegistry={ false }
			onInput={ () => {} }
			onChange={ () => {} }
		>
			<editor.BlockList />
			<editor.InspectorControls.Slot group="advanced" />
			<editor.BlockControls.Slot group="other" />
		</editor.BlockEditorProvider>
	);
	const actions = dispatch( blockEditorStore );
	act( () => {
		actions.selectBlock( block.clientId );
	} );
	expect( screen.getByText( 'own is a' ) ).toBeInTheDocument();
	expect( screen.getByText( 'toolbar item' ) ).toBeInTheDocument();
	const before = { ...renders };

	act( () => {
		actions.updateBlockAttributes( block.clientId, { other: 'y' } );
	} );
	act( () => {
		actions.updateBlockAttributes( block.clientId, { other: 'z' } );
	} );

	expect( renders ).toEqual( before );
	// Only its own key reaches the control.
	expect( seen.every( ( attributes ) => ! ( 'other' in attributes ) ) ).toBe(
		true
	);

	act( () => {
		actions.updateBlockAttributes( block.clientId, { own: 'b' } );
	} );

	expect( screen.getByText( 'own is b' ) ).toBeInTheDocument();
	expect( renders.inspector ).toBeGreaterThan( before.inspector );
	expect( renders.toolbar ).toBeGreaterThan( before.toolbar );
} );
