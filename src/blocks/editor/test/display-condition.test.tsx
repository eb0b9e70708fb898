/**
 * External dependencies
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';

/**
 * WordPress dependencies
 */
import { Toolbar } from '@wordpress/components';
import { useState } from '@wordpress/element';

/**
 * Internal dependencies
 */
import { conditionsPickerApi } from '../../../pickers/conditions/api';
import type { PickerCondition } from '../../../pickers/conditions';
import {
	DisplayConditionControl,
	DisplayConditionIndicator,
	HAS_CONDITION_CLASS,
	conditionClassName,
	conditionDescription,
	INVERTED_CONDITION_CLASS,
	pageCacheState,
} from '../display-condition';
import type { PageCacheState } from '../display-condition';

jest.mock( '../../../pickers/conditions/api' );
const api = jest.mocked( conditionsPickerApi );

const CONDITIONS: PickerCondition[] = [
	{ id: 5, title: 'Members', status: 'publish', categories: [] },
	{ id: 6, title: 'Weekend', status: 'draft', categories: [] },
	{
		id: 9,
		title: 'Phones',
		status: 'publish',
		categories: [],
		dependsOnVisitor: true,
	},
	{
		id: 10,
		title: 'Logged in',
		status: 'publish',
		categories: [],
		dependsOnVisitor: false,
	},
];

function wrapper( { children }: { children: ReactNode } ) {
	const client = new QueryClient( {
		defaultOptions: { queries: { retry: false } },
	} );
	return (
		<QueryClientProvider client={ client }>
			{ children }
		</QueryClientProvider>
	);
}

function setupControl(
	initial: Record< string, unknown >,
	canManage = true,
	pageCache?: PageCacheState,
	onWhy?: ( condition: { id: string; invert: boolean } ) => void
) {
	const setAttributes = jest.fn();
	const openConditions = jest.fn();
	let current: Record< string, unknown > = { ...initial };
	function Block() {
		const [ attributes, set ] = useState( initial );
		return (
			<DisplayConditionControl
				attributes={ attributes }
				setAttributes={ ( changes ) => {
					setAttributes( changes );
					current = { ...current, ...changes };
					set( current );
				} }
				canManage={ canManage }
				openConditions={ openConditions }
				pageCache={ pageCache }
				onWhy={ onWhy }
			/>
		);
	}
	const user = userEvent.setup();
	const view = render( <Block />, { wrapper } );
	return {
		user,
		setAttributes,
		openConditions,
		attributes: () => current,
		...view,
	};
}

const invert = () =>
	screen.queryByRole( 'checkbox', { name: 'Invert condition' } );

beforeEach( () => {
	jest.resetAllMocks();
	api.list.mockResolvedValue( {
		conditions: CONDITIONS,
		total: CONDITIONS.length,
		pages: 1,
	} );
	api.get.mockResolvedValue( null );
	api.categories.mockResolvedValue( [] );
} );

describe( 'the block Display Condition control', () => {
	it( 'hides Invert condition without a condition and shows it once one is chosen', async () => {
		const { user, setAttributes } = setupControl( {} );
		const field = screen.getByRole( 'combobox', {
			name: 'Display Condition',
		} );
		expect( invert() ).toBeNull();
		await waitFor( () =>
			expect( field ).toHaveAttribute( 'aria-busy', 'false' )
		);
		await user.click( field );
		await user.click( screen.getByRole( 'option', { name: 'Members' } ) );
		expect( setAttributes ).toHaveBeenLastCalledWith( {
			gbBlockCondition: '5',
		} );
		expect( invert() ).toBeInTheDocument();
		expect(
			screen.getByText(
				'Hide the block when the condition is true instead of false.'
			)
		).toBeInTheDocument();
		await user.click( invert() as HTMLElement );
		expect( setAttributes ).toHaveBeenLastCalledWith( {
			gbBlockConditionInvert: true,
		} );
	} );

	it( 'clearing the condition removes both attributes', async () => {
		const { user, setAttributes, attributes } = setupControl( {
			gbBlockCondition: '5',
			gbBlockConditionInvert: true,
		} );
		expect( invert() ).toBeChecked();
		const field = screen.getByRole( 'combobox', {
			name: 'Display Condition',
		} );
		await waitFor( () => expect( field ).toHaveValue( 'Members' ) );
		await user.click( field );
		await user.click(
			screen.getByRole( 'option', { name: 'No condition' } )
		);
		expect( setAttributes ).toHaveBeenLastCalledWith( {
			gbBlockCondition: undefined,
			gbBlockConditionInvert: undefined,
		} );
		expect( attributes().gbBlockCondition ).toBeUndefined();
		expect( attributes().gbBlockConditionInvert ).toBeUndefined();
		expect( invert() ).toBeNull();
	} );

	it( 'opens the conditions dashboard to edit or create, and a created condition is set on the block', async () => {
		const { user, openConditions, setAttributes } = setupControl( {
			gbBlockCondition: '5',
		} );
		await user.click(
			await screen.findByRole( 'button', { name: 'Edit condition' } )
		);
		expect( openConditions ).toHaveBeenLastCalledWith( { editId: '5' } );

		await user.click(
			screen.getByRole( 'button', { name: 'Create condition' } )
		);
		const options = openConditions.mock.calls[ 1 ][ 0 ];
		expect( options.editId ).toBe( 'new' );
		act( () => options.onSaved( 42 ) );
		expect( setAttributes ).toHaveBeenLastCalledWith( {
			gbBlockCondition: '42',
		} );
	} );

	it( 'has no edit or + button for users who cannot manage conditions', async () => {
		setupControl( { gbBlockCondition: '5' }, false );
		await waitFor( () =>
			expect(
				screen.getByRole( 'combobox', { name: 'Display Condition' } )
			).toHaveValue( 'Members' )
		);
		expect(
			screen.queryByRole( 'button', { name: 'Edit condition' } )
		).toBeNull();
		expect(
			screen.queryByRole( 'button', { name: 'Create condition' } )
		).toBeNull();
	} );
} );

describe( 'the page cache hint', () => {
	const SETTINGS =
		'http://example.test/wp-admin/admin.php?page=gblocks-pro-settings';
	const CACHED_OFF: PageCacheState = {
		present: true,
		compatible: false,
		settingsUrl: SETTINGS,
	};
	const hintText = /a cached page can show one visitor’s result to the next/;

	async function settled( title: string ) {
		await waitFor( () =>
			expect(
				screen.getByRole( 'combobox', { name: 'Display Condition' } )
			).toHaveValue( title )
		);
	}

	it( 'shows a condition that depends on the visitor on a cached site with the setting off, linking to Settings', async () => {
		setupControl( { gbBlockCondition: '9' }, true, CACHED_OFF );
		expect( await screen.findByText( hintText ) ).toBeInTheDocument();
		const link = screen.getByRole( 'link', {
			name: /Turn on Page cache compatibility in Settings/,
		} );
		expect( link ).toHaveAttribute( 'href', SETTINGS );
	} );

	it( 'tells users who may not change settings who can, without a link', async () => {
		setupControl( { gbBlockCondition: '9' }, false, {
			...CACHED_OFF,
			settingsUrl: '',
		} );
		expect( await screen.findByText( hintText ) ).toBeInTheDocument();
		expect(
			screen.getByText(
				'An administrator can turn on Page cache compatibility in Settings.'
			)
		).toBeInTheDocument();
		expect( screen.queryByRole( 'link' ) ).toBeNull();
	} );

	it( 'says nothing for a server-only condition, without a page cache, with the setting on, or without a condition', async () => {
		const server = setupControl(
			{ gbBlockCondition: '10' },
			true,
			CACHED_OFF
		);
		await settled( 'Logged in' );
		expect( screen.queryByText( hintText ) ).toBeNull();
		server.unmount();

		const noCache = setupControl( { gbBlockCondition: '9' }, true, {
			...CACHED_OFF,
			present: false,
		} );
		await settled( 'Phones' );
		expect( screen.queryByText( hintText ) ).toBeNull();
		noCache.unmount();

		const compatible = setupControl( { gbBlockCondition: '9' }, true, {
			...CACHED_OFF,
			compatible: true,
		} );
		await settled( 'Phones' );
		expect( screen.queryByText( hintText ) ).toBeNull();
		compatible.unmount();

		setupControl( {}, true, CACHED_OFF );
		await settled( '' );
		expect( screen.queryByText( hintText ) ).toBeNull();
	} );

	it( 'appears once a condition that depends on the visitor is chosen', async () => {
		const { user } = setupControl( {}, true, CACHED_OFF );
		const field = screen.getByRole( 'combobox', {
			name: 'Display Condition',
		} );
		await waitFor( () =>
			expect( field ).toHaveAttribute( 'aria-busy', 'false' )
		);
		await user.click( field );
		await user.click( screen.getByRole( 'option', { name: 'Phones' } ) );
		expect( await screen.findByText( hintText ) ).toBeInTheDocument();
	} );

	it( 'reads the editor data safely', () => {
		expect( pageCacheState( undefined ) ).toEqual( {
			present: false,
			compatible: false,
			settingsUrl: '',
		} );
		expect(
			pageCacheState( {
				present: true,
				compatible: 'no',
				settingsUrl: 5,
			} )
		).toEqual( { present: true, compatible: false, settingsUrl: '' } );
		expect( pageCacheState( CACHED_OFF ) ).toEqual( CACHED_OFF );
	} );
} );

describe( 'the block "Why?" button', () => {
	it( "opens the Why? dialog with the block's condition and invert", async () => {
		const onWhy = jest.fn();
		const { user } = setupControl(
			{ gbBlockCondition: '5', gbBlockConditionInvert: true },
			true,
			undefined,
			onWhy
		);
		await user.click(
			screen.getByRole( 'button', {
				name: 'Why is this block shown or hidden?',
			} )
		);
		expect( onWhy ).toHaveBeenCalledWith( { id: '5', invert: true } );
	} );

	it( 'is not offered without a condition, nor without onWhy', () => {
		setupControl( {}, true, undefined, jest.fn() );
		expect(
			screen.queryByRole( 'button', { name: /Why is this block/ } )
		).toBeNull();
	} );

	it( 'is not offered to users who cannot manage conditions (no onWhy)', () => {
		setupControl( { gbBlockCondition: '5' }, false );
		expect(
			screen.queryByRole( 'button', { name: /Why is this block/ } )
		).toBeNull();
	} );
} );

describe( 'the block toolbar indicator and canvas class', () => {
	function indicator( attributes: Record< string, unknown > ) {
		render(
			<Toolbar label="Block tools">
				<DisplayConditionIndicator attributes={ attributes } />
			</Toolbar>,
			{ wrapper }
		);
		return within( screen.getByRole( 'toolbar' ) );
	}

	it( "names the condition, with 'NOT: ' when inverted", async () => {
		const toolbar = indicator( {
			gbBlockCondition: '5',
			gbBlockConditionInvert: true,
		} );
		expect(
			await toolbar.findByRole( 'button', {
				name: 'Display condition: NOT: Members',
			} )
		).toBeInTheDocument();
	} );

	it( 'names a draft and a missing condition', async () => {
		const first = indicator( { gbBlockCondition: '6' } );
		expect(
			await first.findByRole( 'button', {
				name: 'Display condition: [Draft] Weekend',
			} )
		).toBeInTheDocument();
		document.body.innerHTML = '';
		const second = indicator( { gbBlockCondition: '404' } );
		expect(
			await second.findByRole( 'button', {
				name: 'Display condition: Condition not found',
			} )
		).toBeInTheDocument();
		expect( api.get ).toHaveBeenCalledWith( 404 );
	} );

	it( 'adds the canvas class only to blocks with a condition', () => {
		expect( conditionClassName( { attributes: {} } ) ).toBeUndefined();
		expect(
			conditionClassName( { attributes: { gbBlockCondition: '' } } )
		).toBeUndefined();
		expect(
			conditionClassName( { attributes: { gbBlockCondition: '5' } } )
		).toBe( HAS_CONDITION_CLASS );
	} );

	it( 'marks an inverted condition with its own badge class and says what each badge means', () => {
		const inverted = {
			attributes: { gbBlockCondition: '5', gbBlockConditionInvert: true },
		};
		expect( conditionClassName( inverted ) ).toBe(
			`${ HAS_CONDITION_CLASS } ${ INVERTED_CONDITION_CLASS }`
		);
		expect( conditionDescription( inverted ) ).toBe(
			'Has an inverted display condition: shown when the condition does not match.'
		);
		expect(
			conditionDescription( { attributes: { gbBlockCondition: '5' } } )
		).toBe( 'Has a display condition: shown when the condition matches.' );
		expect( conditionDescription( { attributes: {} } ) ).toBeUndefined();
	} );
} );
