/**
 * The Settings screen: a toggle per feature flag with its help, the ACF note, save through the API with a
 * snackbar, and errors.
 */

/**
 * External dependencies
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';

/**
 * WordPress dependencies
 */
import { dispatch, select } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import { settingsApi } from '../api';
import { acfActive, readFlags } from '../flags';
import { INSIGHTS_DEFAULTS } from '../insights';
import type { FlagValues, SettingsValues } from '../types';
import { SettingsApp } from '../views/settings-app';

jest.mock( '../api', () => ( {
	...jest.requireActual( '../api' ),
	settingsApi: { get: jest.fn(), save: jest.fn() },
} ) );

const api = jest.mocked( settingsApi );

const FLAGS: FlagValues = {
	gblocks_pro_enable_overlays: true,
	gblocks_pro_enable_block_conditions: true,
	gblocks_pro_enable_acf: false,
	gblocks_pro_cache_safe_conditions: 'auto',
};

const STORED: SettingsValues = { ...FLAGS, ...INSIGHTS_DEFAULTS };

function renderWithClient( ui: ReactElement ) {
	const client = new QueryClient( {
		defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } },
	} );
	return render(
		<QueryClientProvider client={ client }>{ ui }</QueryClientProvider>
	);
}

function snackbars() {
	return select( noticesStore )
		.getNotices()
		.filter( ( notice ) => notice.type === 'snackbar' );
}

beforeEach( () => {
	jest.resetAllMocks();
	api.get.mockResolvedValue( { ...STORED } );
	select( noticesStore )
		.getNotices()
		.forEach( ( notice ) =>
			dispatch( noticesStore ).removeNotice( notice.id )
		);
	delete window.gblocksPro;
} );

it( 'shows a toggle per flag with its stored value and help text', async () => {
	renderWithClient( <SettingsApp acfActive /> );

	const overlays = await screen.findByRole( 'checkbox', {
		name: 'Overlay panels',
	} );
	expect( overlays ).toBeChecked();
	expect(
		screen.getByRole( 'checkbox', { name: 'Display conditions on blocks' } )
	).toBeChecked();
	expect(
		screen.getByRole( 'checkbox', {
			name: 'Advanced Custom Fields integration',
		} )
	).not.toBeChecked();
	expect( overlays ).toHaveAccessibleDescription(
		'Show overlay panels (modals, dropdowns and mega menus) on the front end. When off, visitors see none.'
	);
	expect(
		screen.queryByText( 'Advanced Custom Fields is not active.' )
	).not.toBeInTheDocument();
	expect(
		screen.getByRole( 'button', { name: 'Save settings' } )
	).toHaveAttribute( 'aria-disabled', 'true' );
} );

it( 'disables the ACF toggle with the reason when PHP says ACF is not active', async () => {
	window.gblocksPro = { settings: { acfActive: false } };
	renderWithClient( <SettingsApp /> );

	const toggle = await screen.findByRole( 'checkbox', {
		name: 'Advanced Custom Fields integration',
	} );
	expect( toggle ).toBeDisabled();
	expect( toggle ).not.toBeChecked();
	expect( toggle ).toHaveAccessibleDescription(
		expect.stringContaining(
			'Advanced Custom Fields is not active. Activate it to turn this on.'
		)
	);
	await userEvent.click( toggle );
	expect( toggle ).not.toBeChecked();
	expect(
		screen.getByRole( 'button', { name: 'Save settings' } )
	).toHaveAttribute( 'aria-disabled', 'true' );
	expect(
		screen.getByRole( 'checkbox', { name: 'Overlay panels' } )
	).toBeEnabled();
	expect( acfActive() ).toBe( false );
	window.gblocksPro = { settings: { acfActive: true } };
	expect( acfActive() ).toBe( true );
} );

it( 'lets an ACF toggle that is already on be switched off while ACF is not active, and says when it takes effect', async () => {
	api.get.mockResolvedValue( { ...STORED, gblocks_pro_enable_acf: true } );
	renderWithClient( <SettingsApp acfActive={ false } /> );

	const toggle = await screen.findByRole( 'checkbox', {
		name: 'Advanced Custom Fields integration',
	} );
	expect( toggle ).toBeChecked();
	expect( toggle ).toBeEnabled();
	expect( toggle ).toHaveAccessibleDescription(
		expect.stringContaining(
			'Advanced Custom Fields is not active: this takes effect once ACF is active.'
		)
	);
	await userEvent.click( toggle );
	expect( toggle ).not.toBeChecked();
	expect( toggle ).toBeDisabled();
	expect(
		screen.getByRole( 'button', { name: 'Save settings' } )
	).not.toHaveAttribute( 'aria-disabled', 'true' );
} );

it( 'saves the changed flags and confirms with a snackbar', async () => {
	api.save.mockImplementation( async ( values ) => ( {
		...STORED,
		...values,
	} ) );
	renderWithClient( <SettingsApp acfActive /> );

	await userEvent.click(
		await screen.findByRole( 'checkbox', {
			name: 'Advanced Custom Fields integration',
		} )
	);
	await userEvent.click(
		screen.getByRole( 'checkbox', { name: 'Overlay panels' } )
	);
	await userEvent.click(
		screen.getByRole( 'button', { name: 'Save settings' } )
	);

	expect( api.save ).toHaveBeenCalledWith( {
		gblocks_pro_enable_overlays: false,
		gblocks_pro_enable_block_conditions: true,
		gblocks_pro_enable_acf: true,
		gblocks_pro_cache_safe_conditions: 'auto',
		...INSIGHTS_DEFAULTS,
	} );
	await waitFor( () =>
		expect( snackbars().map( ( notice ) => notice.content ) ).toEqual( [
			'Settings saved.',
		] )
	);
	expect(
		screen.getByRole( 'checkbox', {
			name: 'Advanced Custom Fields integration',
		} )
	).toBeChecked();
	expect(
		screen.getByRole( 'button', { name: 'Save settings' } )
	).toHaveAttribute( 'aria-disabled', 'true' );
} );

it( 'shows the server message when saving fails and keeps the choice', async () => {
	api.save.mockRejectedValue(
		new Error( 'Sorry, you are not allowed to do that.' )
	);
	renderWithClient( <SettingsApp acfActive /> );

	await userEvent.click(
		await screen.findByRole( 'checkbox', { name: 'Overlay panels' } )
	);
	await userEvent.click(
		screen.getByRole( 'button', { name: 'Save settings' } )
	);

	await waitFor( () =>
		expect(
			select( noticesStore )
				.getNotices()
				.map( ( notice ) => notice.content )
		).toEqual( [ 'Sorry, you are not allowed to do that.' ] )
	);
	expect(
		screen.getByRole( 'checkbox', { name: 'Overlay panels' } )
	).not.toBeChecked();
} );

it( 'says when the settings cannot be loaded', async () => {
	api.get.mockRejectedValue( new Error( 'Failed to load settings.' ) );
	renderWithClient( <SettingsApp acfActive /> );

	expect(
		await screen.findByText( 'Failed to load settings.', {
			selector: '.components-notice__content',
		} )
	).toBeInTheDocument();
} );

it( 'reads only boolean flags and a known mode from the settings route', () => {
	expect(
		readFlags( {
			gblocks_pro_enable_overlays: false,
			gblocks_pro_enable_acf: '1',
			gblocks_pro_cache_safe_conditions: true,
			title: 'Site',
		} )
	).toEqual( {
		gblocks_pro_enable_overlays: false,
		gblocks_pro_enable_block_conditions: true,
		gblocks_pro_enable_acf: false,
		gblocks_pro_cache_safe_conditions: 'auto',
	} );
	expect( readFlags( null ) ).toEqual( FLAGS );
	expect(
		readFlags( { gblocks_pro_cache_safe_conditions: 'off' } )
			.gblocks_pro_cache_safe_conditions
	).toBe( 'off' );
} );

/**
 * The three choices of page cache compatibility.
 */
function choices() {
	const group = screen.getByRole( 'radiogroup', {
		name: 'Page cache compatibility',
	} );
	return {
		group,
		auto: screen.getByRole( 'radio', { name: 'Automatic' } ),
		on: screen.getByRole( 'radio', { name: 'On' } ),
		off: screen.getByRole( 'radio', { name: 'Off' } ),
	};
}

it( 'offers page cache compatibility as Automatic, On and Off, and says what automatic is now on a site with a page cache', async () => {
	window.gblocksPro = {
		settings: { acfActive: true, pageCache: true, cacheSafeInEffect: true },
	};
	renderWithClient( <SettingsApp /> );

	await screen.findByRole( 'radiogroup', {
		name: 'Page cache compatibility',
	} );
	const { group, auto, on, off } = choices();
	expect( auto ).toBeChecked();
	expect( on ).not.toBeChecked();
	expect( off ).not.toBeChecked();
	expect( auto ).toHaveAccessibleDescription(
		'Follows WP_CACHE, which caching plugins set. Now on: this site has a page cache (WP_CACHE is set).'
	);
	expect( group ).toHaveAccessibleDescription(
		expect.stringContaining(
			'decide device, cookie, referrer, query parameter, date and time rules in the browser'
		)
	);
	expect( group ).toHaveAccessibleDescription(
		expect.stringContaining(
			'Rules decided in the browser control what is shown, not who may access it.'
		)
	);
	expect( group ).not.toHaveAccessibleDescription(
		expect.stringContaining( 'overrides' )
	);
	expect( screen.queryByText( /off by default/ ) ).not.toBeInTheDocument();
} );

it( 'says automatic is off now without a page cache, and when a filter overrides the choice', async () => {
	renderWithClient(
		<SettingsApp acfActive pageCache={ false } cacheSafeInEffect />
	);

	await screen.findByRole( 'radiogroup', {
		name: 'Page cache compatibility',
	} );
	const { group, auto } = choices();
	expect( auto ).toBeChecked();
	expect( auto ).toHaveAccessibleDescription(
		'Follows WP_CACHE, which caching plugins set. Now off: no page cache was detected (WP_CACHE is not set).'
	);
	expect( group ).toHaveAccessibleDescription(
		expect.stringContaining(
			'A filter (gblocks_pro_cache_safe_conditions) overrides this setting: it is on.'
		)
	);
} );

it( 'goes back to automatic after a choice was saved', async () => {
	api.get.mockResolvedValue( {
		...STORED,
		gblocks_pro_cache_safe_conditions: 'on',
	} );
	api.save.mockImplementation( async ( values ) => ( {
		...STORED,
		...values,
	} ) );
	renderWithClient(
		<SettingsApp acfActive pageCache={ false } cacheSafeInEffect />
	);

	await screen.findByRole( 'radiogroup', {
		name: 'Page cache compatibility',
	} );
	expect( choices().on ).toBeChecked();
	expect( choices().group ).not.toHaveAccessibleDescription(
		expect.stringContaining( 'overrides' )
	);
	await userEvent.click( choices().auto );
	await userEvent.click(
		screen.getByRole( 'button', { name: 'Save settings' } )
	);

	expect( api.save ).toHaveBeenCalledWith( STORED );
	await waitFor( () => expect( choices().auto ).toBeChecked() );
	// What PHP said is in effect was for "On"; for the mode just saved it is not known.
	expect( choices().group ).not.toHaveAccessibleDescription(
		expect.stringContaining( 'overrides' )
	);
} );

it( 'saves page cache compatibility with the flags', async () => {
	api.save.mockImplementation( async ( values ) => ( {
		...STORED,
		...values,
	} ) );
	renderWithClient(
		<SettingsApp
			acfActive
			pageCache={ false }
			cacheSafeInEffect={ false }
		/>
	);

	await screen.findByRole( 'radiogroup', {
		name: 'Page cache compatibility',
	} );
	await userEvent.click( choices().on );
	await userEvent.click(
		screen.getByRole( 'button', { name: 'Save settings' } )
	);

	expect( api.save ).toHaveBeenCalledWith( {
		...STORED,
		gblocks_pro_cache_safe_conditions: 'on',
	} );
} );
