/**
 * The Insights section of the Settings screen (issue 38): counting, counting editors, Do Not Track /
 * Global Privacy Control and the retention, read and saved with the flags through the API, with the
 * snackbar the screen gives, and an inline error for a retention out of range.
 */

/**
 * External dependencies
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

/**
 * WordPress dependencies
 */
import { dispatch, select } from '@wordpress/data';
import { store as noticesStore } from '@wordpress/notices';

/**
 * Internal dependencies
 */
import { settingsApi } from '../api';
import { INSIGHTS_DEFAULTS, readInsights } from '../insights';
import type { SettingsValues } from '../types';
import { SettingsApp } from '../views/settings-app';

jest.mock( '../api', () => ( {
	...jest.requireActual( '../api' ),
	settingsApi: { get: jest.fn(), save: jest.fn() },
} ) );

const api = jest.mocked( settingsApi );

const STORED: SettingsValues = {
	gblocks_pro_enable_overlays: true,
	gblocks_pro_enable_block_conditions: true,
	gblocks_pro_enable_acf: false,
	gblocks_pro_cache_safe_conditions: 'auto',
	gblocks_pro_insights: true,
	gblocks_pro_insights_count_editors: false,
	gblocks_pro_insights_honor_dnt: true,
	gblocks_pro_visitor_history: true,
	gblocks_pro_insights_retention_days: 730,
};

function renderApp() {
	const client = new QueryClient( {
		defaultOptions: { queries: { retry: false }, mutations: { retry: 0 } },
	} );
	render(
		<QueryClientProvider client={ client }>
			<SettingsApp
				acfActive
				pageCache={ false }
				cacheSafeInEffect={ null }
			/>
		</QueryClientProvider>
	);
}

const saveButton = () =>
	screen.getByRole( 'button', { name: 'Save settings' } );

beforeEach( () => {
	jest.resetAllMocks();
	api.get.mockResolvedValue( { ...STORED } );
	select( noticesStore )
		.getNotices()
		.forEach( ( notice ) =>
			dispatch( noticesStore ).removeNotice( notice.id )
		);
} );

it( 'shows the Insights settings with their stored values and help texts', async () => {
	api.get.mockResolvedValue( {
		...STORED,
		gblocks_pro_insights_count_editors: true,
		gblocks_pro_insights_retention_days: 365,
	} );
	renderApp();

	expect(
		await screen.findByRole( 'heading', { name: 'Insights' } )
	).toBeVisible();
	const counting = screen.getByRole( 'checkbox', {
		name: 'Count views and conversions',
	} );
	expect( counting ).toBeChecked();
	expect( counting ).toHaveAccessibleDescription(
		expect.stringContaining( 'No cookie is set' )
	);
	expect(
		screen.getByRole( 'checkbox', {
			name: 'Count users who can edit the overlay',
		} )
	).toBeChecked();
	expect(
		screen.getByRole( 'checkbox', {
			name: 'Honour Do Not Track and Global Privacy Control',
		} )
	).toBeChecked();
	const retention = screen.getByRole( 'spinbutton', {
		name: 'Keep daily counts for (days)',
	} );
	expect( retention ).toHaveValue( 365 );
	expect( retention ).toHaveAccessibleDescription(
		'Daily counts older than this are deleted. From 30 to 3650 days; the default, 730, keeps two years.'
	);
	expect( saveButton() ).toHaveAttribute( 'aria-disabled', 'true' );
} );

it( 'saves the Insights settings with the flags and confirms with a snackbar', async () => {
	api.save.mockImplementation( async ( values ) => ( {
		...STORED,
		...values,
	} ) );
	renderApp();

	await userEvent.click(
		await screen.findByRole( 'checkbox', {
			name: 'Honour Do Not Track and Global Privacy Control',
		} )
	);
	const retention = screen.getByRole( 'spinbutton', {
		name: 'Keep daily counts for (days)',
	} );
	await userEvent.clear( retention );
	await userEvent.type( retention, '90' );
	await userEvent.click( saveButton() );

	expect( api.save ).toHaveBeenCalledWith( {
		...STORED,
		gblocks_pro_insights_honor_dnt: false,
		gblocks_pro_insights_retention_days: 90,
	} );
	await waitFor( () =>
		expect(
			select( noticesStore )
				.getNotices()
				.filter( ( notice ) => notice.type === 'snackbar' )
				.map( ( notice ) => notice.content )
		).toEqual( [ 'Settings saved.' ] )
	);
	expect( saveButton() ).toHaveAttribute( 'aria-disabled', 'true' );
} );

it( 'says when the retention is out of range and does not save it', async () => {
	renderApp();

	const retention = await screen.findByRole( 'spinbutton', {
		name: 'Keep daily counts for (days)',
	} );
	await userEvent.clear( retention );
	await userEvent.type( retention, '7' );

	expect( retention ).toHaveAttribute( 'aria-invalid', 'true' );
	expect( retention ).toHaveAccessibleDescription(
		'Enter a whole number of days from 30 to 3650.'
	);
	expect( saveButton() ).toHaveAttribute( 'aria-disabled', 'true' );
	await userEvent.click( saveButton() );
	expect( api.save ).not.toHaveBeenCalled();

	await userEvent.clear( retention );
	expect( saveButton() ).toHaveAttribute( 'aria-disabled', 'true' );
	await userEvent.type( retention, '3650' );
	expect( retention ).not.toHaveAttribute( 'aria-invalid' );
	expect( saveButton() ).not.toHaveAttribute( 'aria-disabled', 'true' );
} );

it( 'reads only booleans and a retention in range from the settings route', () => {
	expect(
		readInsights( {
			gblocks_pro_insights: false,
			gblocks_pro_insights_count_editors: 'yes',
			gblocks_pro_insights_retention_days: 10,
		} )
	).toEqual( { ...INSIGHTS_DEFAULTS, gblocks_pro_insights: false } );
	expect( readInsights( null ) ).toEqual( INSIGHTS_DEFAULTS );
	expect(
		readInsights( { gblocks_pro_insights_retention_days: 90 } )
			.gblocks_pro_insights_retention_days
	).toBe( 90 );
} );
