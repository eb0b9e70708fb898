/**
 * The editor shell: the attribute filter, the registries and their filters, the GBlocks Pro sidebar,
 * the dashboards host and condition sync.
 */

/**
 * External dependencies
 */
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { applyFilters, removeFilter } from '@wordpress/hooks';
import {
	getPlugin,
	PluginArea,
	unregisterPlugin,
	usePluginContext,
} from '@wordpress/plugins';

/**
 * Internal dependencies
 */
import schema from '../../blocks/attributes.json';
import { withBlockClassNames } from '../block-class-names';
import { withBlockControls } from '../block-controls';
import {
	bootEditor,
	closeDashboard,
	editorQueryClient,
	openDashboard,
	registerBlockClassName,
	registerCanvasStyle,
	registerDashboard,
	registerInspectorControl,
	registerRootEffect,
	registerSidebarSection,
	registerToolbarItem,
	resetBootForTests,
	resetRegistries,
	SHELL_PLUGIN,
	SIDEBAR_PLUGIN,
} from '..';
import type { BlockControlProps } from '..';
import { addSchemaAttributes } from '../attributes';
import { useCanvasStyle } from '../canvas-styles';
import { can, canShowProtectedKeys, editorData } from '../data';

function FakeSidebar( {
	title,
	children,
}: {
	title: string;
	children?: ReactNode;
} ) {
	return (
		<section aria-label={ title } data-testid="sidebar">
			{ children }
		</section>
	);
}

function FakeMoreMenuItem( { children }: { children?: ReactNode } ) {
	return <button type="button">{ children }</button>;
}

const WP = {
	editor: {
		PluginSidebar: FakeSidebar,
		PluginSidebarMoreMenuItem: FakeMoreMenuItem,
	},
};

function setCapabilities( capabilities: Record< string, boolean > ) {
	window.gblocksPro = {
		editor: {
			capabilities,
			urls: { conditions: '/c', overlays: '/o' },
		},
	};
}

function teardown() {
	[ SHELL_PLUGIN, SIDEBAR_PLUGIN, 'test-own-plugin' ].forEach( ( name ) => {
		if ( getPlugin( name ) ) {
			unregisterPlugin( name );
		}
	} );
	removeFilter( 'blocks.registerBlockType', 'gblocks-pro/attributes' );
	removeFilter( 'editor.BlockEdit', 'gblocks-pro/block-controls' );
	removeFilter( 'editor.BlockListBlock', 'gblocks-pro/block-class-names' );
	act( () => closeDashboard() );
	resetRegistries();
	resetBootForTests();
	delete window.gblocksPro;
	editorQueryClient.clear();
}

afterEach( teardown );

describe( 'the attributes of the schema', () => {
	it( 'adds "all" to every block type and "blocks" to the named ones, never over a block\'s own', () => {
		const own = { gbStyles: { type: 'string', default: 'mine' } };
		const paragraph = addSchemaAttributes(
			{ title: 'P', attributes: own },
			'core/paragraph'
		);
		expect( Object.keys( paragraph.attributes ?? {} ).sort() ).toEqual(
			Object.keys( schema.all ).sort()
		);
		expect( paragraph.attributes?.gbStyles ).toBe( own.gbStyles );

		const link = addSchemaAttributes(
			{ attributes: {} },
			'core/navigation-link'
		);
		expect( link.attributes ).toMatchObject( {
			...schema.all,
			gbOverlay: { type: 'number' },
		} );
		expect(
			addSchemaAttributes( { attributes: {} }, 'core/image' ).attributes
		).toHaveProperty( 'linkHtmlAttributes' );
	} );

	it( 'reaches every block type registered after boot, through blocks.registerBlockType', () => {
		setCapabilities( {} );
		bootEditor( WP );
		const settings = applyFilters(
			'blocks.registerBlockType',
			{
				title: 'Box',
				attributes: { gbBlockCondition: { type: 'number' } },
			},
			'third-party/box'
		) as { attributes: Record< string, unknown > };

		expect( settings.attributes ).toHaveProperty(
			'gbBlockConditionInvert',
			{
				type: 'boolean',
			}
		);
		expect( settings.attributes ).toHaveProperty( 'htmlAttributes' );
		// The block's own attribute of the same name is kept.
		expect( settings.attributes ).toHaveProperty( 'gbBlockCondition', {
			type: 'number',
		} );
	} );
} );

describe( 'the editor data', () => {
	it( 'reads capabilities and urls, with safe defaults', () => {
		expect( editorData() ).toEqual( {
			capabilities: {},
			urls: { conditions: '', overlays: '' },
		} );
		expect( can( 'manage_gblocks_conditions' ) ).toBe( false );

		setCapabilities( {
			manage_gblocks_conditions: true,
			manage_options: false,
		} );
		expect( can( 'manage_gblocks_conditions' ) ).toBe( true );
		expect( can( 'manage_options' ) ).toBe( false );
		expect( editorData().urls.conditions ).toBe( '/c' );
	} );

	it( 'offers protected keys only when PHP says the user may read them', () => {
		window.gblocksPro = { editor: {} };
		expect( canShowProtectedKeys() ).toBe( false );
		window.gblocksPro = {
			editor: { metaKeys: { canShowProtected: 'yes' } },
		};
		expect( canShowProtectedKeys() ).toBe( false );
		window.gblocksPro = {
			editor: { metaKeys: { canShowProtected: true } },
		};
		expect( canShowProtectedKeys() ).toBe( true );
		delete window.gblocksPro;
	} );
} );

describe( 'the BlockEdit filter', () => {
	const props: BlockControlProps = {
		name: 'core/paragraph',
		clientId: 'a',
		attributes: { content: 'x' },
		setAttributes: jest.fn(),
		isSelected: false,
	};

	it( 'does no work for an unselected block', () => {
		const isAvailable = jest.fn( () => true );
		const Control = jest.fn( () => null );
		const BlockEdit = jest.fn( () => <p>block</p> );
		registerInspectorControl( {
			name: 'test/control',
			group: 'advanced',
			isAvailable,
			Component: Control,
		} );
		registerToolbarItem( {
			name: 'test/item',
			isAvailable,
			Component: Control,
		} );
		const Filtered = withBlockControls( BlockEdit );

		render( <Filtered { ...props } /> );

		expect( screen.getByText( 'block' ) ).toBeInTheDocument();
		expect( BlockEdit ).toHaveBeenCalledTimes( 1 );
		expect( isAvailable ).not.toHaveBeenCalled();
		expect( Control ).not.toHaveBeenCalled();
	} );

	it( 'asks each control of the selected block whether it is available', () => {
		const inspectorAvailable = jest.fn(
			( name: string ) => name === 'core/paragraph'
		);
		const toolbarAvailable = jest.fn( () => false );
		registerInspectorControl( {
			name: 'test/control',
			group: 'advanced',
			isAvailable: inspectorAvailable,
			Component: () => null,
		} );
		registerToolbarItem( {
			name: 'test/item',
			isAvailable: toolbarAvailable,
			Component: () => null,
		} );
		const Filtered = withBlockControls( () => <p>block</p> );

		render( <Filtered { ...props } isSelected /> );

		expect( inspectorAvailable ).toHaveBeenCalledWith( 'core/paragraph' );
		expect( toolbarAvailable ).toHaveBeenCalledWith( 'core/paragraph', {
			content: 'x',
		} );
	} );
} );

describe( 'the BlockListBlock filter', () => {
	it( 'adds the registered class names to the wrapper', () => {
		registerBlockClassName( {
			name: 'test/conditional',
			className: ( { attributes } ) =>
				attributes.gbBlockCondition ? 'has-gb-condition' : undefined,
		} );
		registerBlockClassName( {
			name: 'test/never',
			className: () => undefined,
		} );
		const Filtered = withBlockClassNames(
			( { className }: { className?: string } ) => (
				<div data-testid="block" className={ className } />
			)
		);

		const { rerender } = render(
			<Filtered
				name="core/group"
				attributes={ { gbBlockCondition: '4' } }
				className="own"
			/>
		);
		expect( screen.getByTestId( 'block' ) ).toHaveAttribute(
			'class',
			'own has-gb-condition'
		);

		rerender( <Filtered name="core/group" attributes={ {} } /> );
		expect( screen.getByTestId( 'block' ) ).not.toHaveAttribute( 'class' );
	} );

	it( 'describes the marked block to screen readers through wrapperProps', () => {
		registerBlockClassName( {
			name: 'test/described',
			className: ( { attributes } ) =>
				attributes.gbBlockCondition ? 'has-gb-condition' : undefined,
			description: ( { attributes } ) =>
				attributes.gbBlockCondition ? 'Has a condition.' : undefined,
		} );
		const Filtered = withBlockClassNames(
			( {
				wrapperProps,
			}: {
				wrapperProps?: Record< string, unknown >;
			} ) => (
				<div
					data-testid="block"
					aria-label="Block: Group"
					{ ...( wrapperProps ?? {} ) }
				/>
			)
		);
		render(
			<Filtered
				name="core/group"
				attributes={ { gbBlockCondition: '4' } }
				wrapperProps={ { 'data-own': 'x' } }
			/>
		);
		const block = screen.getByTestId( 'block' );
		expect( block ).toHaveAttribute(
			'aria-description',
			'Has a condition.'
		);
		expect( block ).toHaveAttribute( 'data-own', 'x' );
	} );
} );

describe( 'the GBlocks Pro sidebar', () => {
	function registerSections() {
		registerSidebarSection( {
			name: 'second',
			title: 'Second',
			order: 30,
			Component: () => <p>second body</p>,
		} );
		registerSidebarSection( {
			name: 'conditions',
			title: 'Conditions',
			order: 20,
			capability: 'manage_gblocks_conditions',
			Component: () => <p>conditions body</p>,
		} );
	}

	it( 'lists the sections the user may see, by order', () => {
		setCapabilities( { manage_gblocks_conditions: true } );
		registerSections();
		bootEditor( WP );

		render( <PluginArea /> );

		const sidebar = screen.getByRole( 'region', {
			name: 'GBlocks Pro',
			// PluginArea keeps its fills in a hidden container; the slots show them.
			hidden: true,
		} );
		const titles = Array.from(
			sidebar.querySelectorAll( '.components-panel__body-title' )
		).map( ( node ) => node.textContent );
		expect( titles ).toEqual( [ 'Conditions', 'Second' ] );
		expect( screen.getByText( 'conditions body' ) ).toBeInTheDocument();
		expect(
			screen.getByRole( 'button', { name: 'GBlocks Pro', hidden: true } )
		).toBeInTheDocument();
	} );

	it( 'hides a section without its capability', () => {
		setCapabilities( { manage_gblocks_conditions: false } );
		registerSections();
		bootEditor( WP );

		render( <PluginArea /> );

		expect( screen.getByText( 'second body' ) ).toBeInTheDocument();
		expect( screen.queryByText( 'Conditions' ) ).not.toBeInTheDocument();
	} );

	it( 'is not registered when no section is visible', () => {
		setCapabilities( {} );
		registerSidebarSection( {
			name: 'conditions',
			title: 'Conditions',
			capability: 'manage_gblocks_conditions',
			Component: () => null,
		} );
		bootEditor( WP );

		expect( getPlugin( SIDEBAR_PLUGIN ) ).toBeUndefined();
		expect( getPlugin( SHELL_PLUGIN ) ).toBeDefined();
	} );

	it( 'is not registered when WordPress has no PluginSidebar', () => {
		setCapabilities( {} );
		registerSections();
		bootEditor( {} );

		expect( getPlugin( SIDEBAR_PLUGIN ) ).toBeUndefined();
	} );
} );

describe( 'the dashboards host', () => {
	it( 'renders the open dashboard, one at a time, with its options', async () => {
		setCapabilities( {} );
		registerDashboard( {
			name: 'first',
			Component: ( { options, onClose } ) => (
				<div>
					first { String( options.editId ) }
					<button type="button" onClick={ onClose }>
						close first
					</button>
				</div>
			),
		} );
		registerDashboard( {
			name: 'second',
			Component: () => <div>second dashboard</div>,
		} );
		bootEditor( WP );
		render( <PluginArea /> );

		act( () => openDashboard( 'first', { editId: 'new' } ) );
		expect( screen.getByText( 'first new' ) ).toBeInTheDocument();

		act( () => openDashboard( 'second' ) );
		expect( screen.queryByText( 'first new' ) ).not.toBeInTheDocument();
		expect( screen.getByText( 'second dashboard' ) ).toBeInTheDocument();

		act( () => openDashboard( 'first', { editId: '4' } ) );
		await userEvent.click(
			screen.getByRole( 'button', { name: 'close first', hidden: true } )
		);
		expect( screen.queryByText( /^first/ ) ).not.toBeInTheDocument();

		act( () => openDashboard( 'unknown' ) );
		expect( screen.queryByText( /dashboard/ ) ).not.toBeInTheDocument();
	} );
} );

describe( 'condition sync', () => {
	it( 'a gb_invalidate_conditions message refreshes the condition data of the editor QueryClient', async () => {
		setCapabilities( {} );
		bootEditor( WP );
		render( <PluginArea /> );
		editorQueryClient.setQueryData(
			[ 'gblocks-pro', 'conditions', 'choice', '4' ],
			{ id: 4 }
		);
		editorQueryClient.setQueryData( [ 'gblocks-pro', 'overlays' ], [] );

		act( () => {
			window.dispatchEvent(
				new MessageEvent( 'message', {
					data: { type: 'gb_invalidate_conditions' },
					origin: window.location.origin,
				} )
			);
		} );

		expect(
			editorQueryClient.getQueryState( [
				'gblocks-pro',
				'conditions',
				'choice',
				'4',
			] )?.isInvalidated
		).toBe( true );
		expect(
			editorQueryClient.getQueryState( [ 'gblocks-pro', 'overlays' ] )
				?.isInvalidated
		).toBe( false );
	} );
} );

describe( 'root effects and canvas styles', () => {
	function PluginName( { label }: { label: string } ) {
		const { name } = usePluginContext();
		return (
			<p>
				{ label } in { name }
			</p>
		);
	}

	it( 'mounts every root effect and canvas style under the shell’s one plugin, inside the editor QueryClient', () => {
		setCapabilities( {} );
		registerRootEffect( {
			name: 'test-effect',
			Component: () => <PluginName label="effect" />,
		} );
		registerCanvasStyle( {
			name: 'test-canvas',
			Component: function TestCanvas() {
				useCanvasStyle( 'gb-test-shell-canvas', '.x{color:red;}' );
				return null;
			},
		} );
		bootEditor( WP );
		render( <PluginArea /> );

		expect(
			screen.getByText( `effect in ${ SHELL_PLUGIN }` )
		).toBeInTheDocument();
		expect(
			document.getElementById( 'gb-test-shell-canvas' )?.textContent
		).toBe( '.x{color:red;}' );
		expect( getPlugin( 'test-effect' ) ).toBeUndefined();
		document.getElementById( 'gb-test-shell-canvas' )?.remove();
	} );

	it( 'mounts a root effect that needs a plugin context of its own name as a plugin of that name', () => {
		setCapabilities( {} );
		registerRootEffect( {
			name: 'test-own-plugin',
			ownPlugin: true,
			Component: () => <PluginName label="panel" />,
		} );
		bootEditor( WP );
		render( <PluginArea /> );

		expect(
			screen.getByText( 'panel in test-own-plugin' )
		).toBeInTheDocument();
	} );

	it( 'an effect that fails unmounts alone', () => {
		const error = jest.spyOn( console, 'error' ).mockImplementation();
		setCapabilities( {} );
		registerRootEffect( {
			name: 'test-broken',
			Component: () => {
				throw new Error( 'broken' );
			},
		} );
		registerRootEffect( {
			name: 'test-fine',
			Component: () => <p>still here</p>,
		} );
		bootEditor( WP );
		render( <PluginArea /> );

		expect( screen.getByText( 'still here' ) ).toBeInTheDocument();
		error.mockRestore();
	} );
} );
